import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface DevtoolReport {
  page: string;
  section: boolean;
  accepted: number;
  listed: number;
  missing: (string | false)[];
  rejected: { value: string | false; line: number }[];
}

/** Runs the devtool list check (the installed webpack's schema and validate) on a content folder. */
function devtoolValues(contentDir: string): DevtoolReport {
  return runJsonScript<DevtoolReport>('scripts/checks/devtool-values.mjs', ['--content', contentDir]);
}

describe('the list of devtool values against the installed webpack', () => {
  const fixture = devtoolValues(join(__dirname, '..', 'fixtures', 'content', 'devtool-values'));

  it('derives every accepted value from the schema: false, eval and the 96 strings of the pattern', () => {
    expect(fixture.accepted).toBe(98);
  });

  it('names a value webpack accepts that the list lacks', () => {
    expect(fixture.section).toBe(true);
    expect(fixture.missing).toContain('hidden-nosources-cheap-module-source-map-debugids-scopes');
    expect(fixture.missing).toContain('source-map-scopes');
    // Listed only in a later section, so not part of the list.
    expect(fixture.missing).toContain('eval-source-map');
    expect(fixture.missing).not.toContain('source-map');
    expect(fixture.missing).not.toContain('source-map-debugids');
    expect(fixture.missing).not.toContain(false);
    expect(fixture.missing).not.toContain('eval');
    expect(fixture.missing).toHaveLength(98 - 4);
  });

  it('names a listed value webpack rejects, with its line, and ignores code in prose columns', () => {
    expect(fixture.rejected).toEqual([
      { value: 'module-source-map', line: 15 },
      { value: 'Source-Map', line: 16 },
    ]);
    expect(fixture.listed).toBe(6);
  });

  it('the Devtool page lists every value webpack accepts, and nothing else', () => {
    const result = devtoolValues(join(process.cwd(), 'content'));
    expect(result.section).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.rejected).toEqual([]);
    expect(result.listed).toBe(result.accepted);
  });
});
