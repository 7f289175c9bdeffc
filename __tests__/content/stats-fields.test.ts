import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface StatsCoverage {
  page: string;
  sectionMissing: boolean;
  fields: { key: string; from: string[] }[];
  covered: number;
  missing: string[];
  unknown: { key: string; line: number }[];
}

/** Runs the stats coverage script (a real build with the installed webpack) against a content folder. */
function statsCoverage(contentDir: string): StatsCoverage {
  return runJsonScript<StatsCoverage>('scripts/checks/stats-coverage.mjs', ['--content', contentDir]);
}

describe('stats field coverage against a real build', () => {
  const fixture = statsCoverage(join(__dirname, '..', 'fixtures', 'content', 'stats-coverage'));

  it('collects the top-level keys of toJson({ all: true }), the presets and an additional pass', () => {
    const keys = fixture.fields.map((field) => field.key);
    for (const key of ['assetsByChunkName', 'chunks', 'modules', 'errors', 'hash', 'version']) {
      expect(fixture.fields.find((field) => field.key === key)?.from).toContain('all: true');
    }
    expect(fixture.fields.find((field) => field.key === 'logging')?.from).toContain('verbose');
    expect(fixture.fields.find((field) => field.key === 'needAdditionalPass')?.from).toEqual([
      'additional pass',
    ]);
    expect(keys).toContain('name');
  });

  it('names a field without a heading and a heading that names no field, inside the top-level section only', () => {
    expect(fixture.sectionMissing).toBe(false);
    expect(fixture.missing).toContain('assetsByChunkName');
    expect(fixture.missing).not.toContain('hash');
    expect(fixture.missing).not.toContain('version');
    expect(fixture.unknown).toEqual([{ key: 'doesNotExist', line: 15 }]);
    expect(fixture.covered).toBe(2);
  });

  it('reports a page without the top-level section, with every field missing', () => {
    const noPage = statsCoverage(join(__dirname, '..', 'fixtures', 'content', 'config-coverage'));
    expect(noPage.sectionMissing).toBe(true);
    expect(noPage.missing).toHaveLength(noPage.fields.length);
  });
});

describe('the Stats Data page', () => {
  const report = statsCoverage(join(process.cwd(), 'content'));

  it('documents every top-level field of the stats JSON under its own heading, and no other', () => {
    expect(report.sectionMissing).toBe(false);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.covered).toBe(report.fields.length);
    expect(report.fields.length).toBeGreaterThan(20);
  });
});
