import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Entry {
  page: string;
  option: string;
  line?: number;
}
interface PluginOptionsReport {
  required: number;
  covered: number;
  missing: Entry[];
  unknown: Entry[];
  untyped: Entry[];
  absentPages: string[];
  unassigned: string[];
  vanished: string[];
}

const FIXTURE = join(__dirname, '..', 'fixtures', 'content', 'plugin-options');

/** Runs the plugin option coverage script (webpack's plugin schemas against the plugin pages). */
function pluginOptions(contentDir: string, schemaDir?: string): PluginOptionsReport {
  const args = ['--content', contentDir, ...(schemaDir ? ['--schemas', schemaDir] : [])];
  return runJsonScript<PluginOptionsReport>('scripts/checks/plugin-options-coverage.mjs', args);
}

describe('plugin option coverage against the schemas of the installed webpack', () => {
  const fixture = pluginOptions(join(FIXTURE, 'content'));

  it('names an option with no heading, and a heading that names no option', () => {
    expect(fixture.missing).toContainEqual({ page: 'banner-plugin', option: 'footer' });
    expect(fixture.missing).not.toContainEqual({ page: 'banner-plugin', option: 'banner' });
    expect(fixture.unknown).toContainEqual({ page: 'banner-plugin', option: 'bannerText', line: 13 });
  });

  it('qualifies the options of a page that documents two plugins', () => {
    expect(fixture.missing).toContainEqual({ page: 'dll-plugin', option: 'DllPlugin.path' });
    expect(fixture.missing).not.toContainEqual({ page: 'dll-plugin', option: 'DllReferencePlugin.manifest' });
    expect(fixture.unknown).toContainEqual({ page: 'dll-plugin', option: 'path', line: 7 });
    expect(fixture.unknown).toContainEqual({ page: 'dll-plugin', option: 'NotAPlugin.context', line: 15 });
  });

  it('resolves a nested option through the map of shared modules', () => {
    const federation = fixture.unknown.filter((entry) => entry.page === 'module-federation-plugin');
    expect(federation).toEqual([{ page: 'module-federation-plugin', option: 'shared.nonsense', line: 13 }]);
  });

  it('requires an option section to open with its type and default', () => {
    expect(fixture.untyped).toContainEqual({ page: 'banner-plugin', option: 'entryOnly', line: 17 });
    expect(fixture.untyped).not.toContainEqual(expect.objectContaining({ option: 'banner' }));
  });

  it('names the schema-checked pages that do not exist', () => {
    expect(fixture.absentPages).toContain('progress-plugin');
    expect(fixture.absentPages).not.toContain('banner-plugin');
  });

  it('names a plugin schema with no page and no reason, and an assigned schema webpack dropped', () => {
    const schemas = pluginOptions(join(FIXTURE, 'content'), join(FIXTURE, 'schemas'));
    expect(schemas.unassigned).toEqual(['FreshPlugin']);
    expect(schemas.vanished).toContain('BannerPlugin');
    expect(schemas.vanished).not.toContain('optimize/LimitChunkCountPlugin');
  });
});

describe('the built-in plugin pages', () => {
  const report = pluginOptions(join(process.cwd(), 'content'));

  it('document every top-level option of every plugin schema webpack ships, with its type and default', () => {
    expect(report.absentPages).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.untyped).toEqual([]);
    expect(report.covered).toBe(report.required);
    expect(report.required).toBeGreaterThan(70);
  });

  it('account for every plugin schema of the installed webpack', () => {
    expect(report.unassigned).toEqual([]);
    expect(report.vanished).toEqual([]);
  });
});
