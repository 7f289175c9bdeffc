import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Where {
  page: string;
  hook: string;
  line?: number;
}
interface HookReport {
  objects: Record<string, { page: string; hooks: number; covered: number }>;
  missing: Where[];
  unknown: Where[];
  wrongClass: (Where & { stated: string | null; actual: string })[];
  notDeprecated: Where[];
  missingPages: string[];
}

/** Runs the hook coverage script (real webpack objects against the api pages) on a content folder. */
function hookCoverage(contentDir: string): HookReport {
  return runJsonScript<HookReport>('scripts/checks/hook-coverage.mjs', ['--content', contentDir]);
}

describe('hook coverage against a real compiler, compilation, module factories and parser', () => {
  const fixture = hookCoverage(join(__dirname, '..', 'fixtures', 'content', 'hook-coverage'));

  it('finds the hooks of the installed webpack, with their real tapable classes', () => {
    expect(fixture.objects.Compiler?.hooks).toBeGreaterThan(30);
    expect(fixture.objects.Compilation?.hooks).toBeGreaterThan(80);
    expect(fixture.objects.JavascriptParser?.hooks).toBeGreaterThan(50);
    expect(fixture.objects.JavascriptModulesPlugin?.page).toBe('plugins');
    expect(fixture.objects.NormalModule?.page).toBe('normalmodulefactory-hooks');
  });

  it('names a hook without a heading, a heading for a hook that does not exist and a wrong class', () => {
    const compilerPage = 'content/api/compiler-hooks.mdx';
    expect(fixture.missing).toContainEqual({ page: compilerPage, hook: 'beforeRun' });
    expect(fixture.missing).not.toContainEqual({ page: compilerPage, hook: 'done' });
    expect(fixture.unknown).toEqual([
      { page: compilerPage, hook: 'doesNotExist', line: 15 },
      { page: 'content/api/compilation-hooks.mdx', hook: 'JavascriptModulesPlugin.render', line: 17 },
    ]);
    expect(fixture.wrongClass).toContainEqual({
      page: compilerPage,
      hook: 'run',
      line: 11,
      stated: 'SyncHook',
      actual: 'AsyncSeriesHook',
    });
    expect(fixture.wrongClass.filter((entry) => entry.page === compilerPage)).toHaveLength(1);
  });

  it('requires a deprecated hook to say so, and names the pages that do not exist', () => {
    expect(fixture.notDeprecated).toContainEqual({
      page: 'content/api/compilation-hooks.mdx',
      hook: 'optimizeAssets',
      line: 7,
    });
    expect(
      fixture.notDeprecated.filter((entry) => entry.page.endsWith('compilation-hooks.mdx')),
    ).toHaveLength(1);
    expect(fixture.missingPages).toContain('content/api/parser.mdx');
  });

  it('knows a deprecated stand-in hook only as async or sync, and requires it to say it is deprecated', () => {
    const nmfPage = 'content/api/normalmodulefactory-hooks.mdx';
    expect(fixture.wrongClass).not.toContainEqual(
      expect.objectContaining({ hook: 'NormalModule.readResource' }),
    );
    expect(fixture.wrongClass).toContainEqual({
      page: nmfPage,
      hook: 'NormalModule.readResourceForScheme',
      line: 7,
      stated: 'HookMap<SyncHook>',
      actual: 'HookMap<Async*>',
    });
    expect(fixture.notDeprecated).toContainEqual({
      page: nmfPage,
      hook: 'NormalModule.readResourceForScheme',
      line: 7,
    });
  });
});

describe('the hook pages', () => {
  const report = hookCoverage(join(process.cwd(), 'content'));

  it('document every hook of the installed webpack under its own heading, with its real class', () => {
    expect(report.missingPages).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.wrongClass).toEqual([]);
    expect(report.notDeprecated).toEqual([]);
    for (const { hooks, covered } of Object.values(report.objects)) expect(covered).toBe(hooks);
  });
});
