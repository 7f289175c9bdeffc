import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Where {
  member: string;
  line: number;
}
interface LoaderContextReport {
  interfaces: string[];
  required: number;
  covered: number;
  missingPage: boolean;
  missing: { member: string; interface: string }[];
  unknown: Where[];
  notDeprecated: Where[];
}

const FIXTURES = join(__dirname, '..', 'fixtures', 'content');

/** Runs the coverage script (the typings' loader context against the Loader Interface page) on a content folder. */
function loaderContextCoverage(contentDir: string, typesPath?: string): LoaderContextReport {
  const args = ['--content', contentDir, ...(typesPath ? ['--types', typesPath] : [])];
  return runJsonScript<LoaderContextReport>('scripts/checks/loader-context-coverage.mjs', args);
}

describe('loader context coverage against the installed typings', () => {
  const fixture = loaderContextCoverage(join(FIXTURES, 'loader-context'));

  it('reads every interface that makes up the LoaderContext type webpack exports', () => {
    expect(fixture.interfaces).toEqual([
      'NormalModuleLoaderContext',
      'LoaderRunnerMutableContext',
      'LoaderRunnerReadonlyContext',
      'LoaderPluginLoaderContext',
      'HotModuleReplacementPluginLoaderContext',
    ]);
    expect(fixture.required).toBeGreaterThan(45);
  });

  it('names a member without a heading and a this. heading that names no member', () => {
    expect(fixture.missingPage).toBe(false);
    expect(fixture.unknown).toEqual([{ member: 'doesNotExist', line: 11 }]);
    const missing = fixture.missing.map((m) => m.member);
    expect(missing).not.toContain('addDependency');
    // A `##` heading does not document a member.
    expect(missing).toContainEqual('async');
    expect(fixture.missing).toContainEqual({
      member: 'importModule',
      interface: 'LoaderPluginLoaderContext',
    });
    expect(fixture.missing).toContainEqual({
      member: 'hot',
      interface: 'HotModuleReplacementPluginLoaderContext',
    });
    expect(fixture.covered).toBe(1);
    expect(fixture.missing).toHaveLength(fixture.required - 1);
  });

  it('requires the section of a deprecated member to say so', () => {
    const dir = join(FIXTURES, 'loader-context-deprecated');
    const report = loaderContextCoverage(dir, join(dir, 'typings.d.ts.txt'));
    expect(report.interfaces).toEqual(['FirstLoaderContext', 'SecondLoaderContext']);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.notDeprecated).toEqual([{ member: 'old', line: 9 }]);
  });

  it('reports a missing page', () => {
    expect(loaderContextCoverage(join(FIXTURES, 'config-coverage')).missingPage).toBe(true);
  });
});

describe('the Loader Interface page', () => {
  const report = loaderContextCoverage(join(process.cwd(), 'content'));

  it('documents every member of the loader context under its own this. heading, and no other', () => {
    expect(report.missingPage).toBe(false);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.notDeprecated).toEqual([]);
    expect(report.covered).toBe(report.required);
  });
});
