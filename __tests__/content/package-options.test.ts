import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Entry {
  page: string;
  option: string;
  line?: number;
}
interface PackageOptionsReport {
  packages: Record<string, { page: string; version: string; options: number; covered: number }>;
  required: number;
  covered: number;
  missing: Entry[];
  unknown: Entry[];
  untyped: Entry[];
  unversioned: { page: string; version: string }[];
  absentPages: string[];
}

/** Runs the package option coverage script (each installed package's schema against its page). */
function packageOptions(contentDir: string): PackageOptionsReport {
  return runJsonScript<PackageOptionsReport>('scripts/checks/package-options-coverage.mjs', [
    '--content',
    contentDir,
  ]);
}

describe("third-party option coverage against each installed package's own schema", () => {
  const fixture = packageOptions(join(__dirname, '..', 'fixtures', 'content', 'package-options', 'content'));

  it('names an option with no heading, a heading that names no option, and a section without its type', () => {
    expect(fixture.missing).toContainEqual({ page: 'loaders/style-loader', option: 'esModule' });
    expect(fixture.missing).not.toContainEqual({ page: 'loaders/style-loader', option: 'injectType' });
    expect(fixture.unknown).toEqual(
      expect.arrayContaining([{ page: 'loaders/style-loader', option: 'injectStyles', line: 31 }]),
    );
    expect(fixture.untyped).toContainEqual({
      page: 'plugins/mini-css-extract-plugin',
      option: 'filename',
      line: 11,
    });
  });

  it('qualifies the options of a page that documents a plugin and its loader', () => {
    expect(fixture.unknown).toContainEqual({
      page: 'plugins/mini-css-extract-plugin',
      option: 'filename',
      line: 11,
    });
    expect(fixture.missing).not.toContainEqual(
      expect.objectContaining({ page: 'plugins/mini-css-extract-plugin', option: 'plugin.filename' }),
    );
    expect(fixture.missing).toContainEqual({
      page: 'plugins/mini-css-extract-plugin',
      option: 'loader.emit',
    });
  });

  it('reads the version each page describes from the installed package, and names absent pages', () => {
    expect(fixture.packages['style-loader']).toEqual(
      expect.objectContaining({
        page: 'loaders/style-loader',
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      }),
    );
    expect(fixture.absentPages).toContain('loaders/css-loader');
  });

  it('requires the introduction to name the installed version', () => {
    expect(fixture.unversioned.map((entry) => entry.page).sort()).toEqual([
      'loaders/style-loader',
      'plugins/mini-css-extract-plugin',
    ]);
  });
});

describe('the third-party loader and plugin pages', () => {
  const report = packageOptions(join(process.cwd(), 'content'));

  it("document every top-level option of each package's schema, with its type and default", () => {
    expect(report.absentPages).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.untyped).toEqual([]);
    expect(report.unversioned).toEqual([]);
    expect(report.covered).toBe(report.required);
    expect(Object.keys(report.packages)).toHaveLength(31);
  });
});
