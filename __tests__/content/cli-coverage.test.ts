import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Item {
  kind: 'option' | 'command';
  name: string;
}
interface CliCoverage {
  options: number;
  commands: number;
  knownFlags: number;
  missing: Item[];
  noExample: (Item & { line: number })[];
  missingAlias: (Item & { alias: string; line: number })[];
  unknown: { heading: string; line: number }[];
}

/** Runs the CLI coverage script (the installed webpack-cli's help against api/cli.mdx) on a content folder. */
function cliCoverage(contentDir: string): CliCoverage {
  return runJsonScript<CliCoverage>('scripts/checks/cli-coverage.mjs', ['--content', contentDir]);
}

describe('CLI coverage against the installed webpack-cli', () => {
  const fixture = cliCoverage(join(__dirname, '..', 'fixtures', 'content', 'cli-coverage'));

  it('reads the options and commands that webpack --help prints, and the flags of --help=verbose', () => {
    expect(fixture.options).toBeGreaterThanOrEqual(25);
    expect(fixture.commands).toBeGreaterThanOrEqual(8);
    // Every generated configuration flag of every command, far more than --help shows.
    expect(fixture.knownFlags).toBeGreaterThan(2000);
  });

  it('names an option or command without a heading', () => {
    expect(fixture.missing).toContainEqual({ kind: 'option', name: '--watch' });
    expect(fixture.missing).toContainEqual({ kind: 'option', name: '--no-color' });
    expect(fixture.missing).toContainEqual({ kind: 'command', name: 'configtest' });
    expect(fixture.missing).not.toContainEqual({ kind: 'option', name: '--config' });
    expect(fixture.missing).not.toContainEqual({ kind: 'command', name: 'build' });
  });

  it('names a heading whose section has no bash example using it, or does not name its alias', () => {
    expect(fixture.noExample).toEqual([
      { kind: 'option', name: '--mode', line: 15 },
      { kind: 'command', name: 'serve', line: 49 },
    ]);
    expect(fixture.missingAlias).toEqual([{ kind: 'option', name: '--merge', alias: '-m', line: 23 }]);
  });

  it('names a heading for a flag or command the installed CLI does not know', () => {
    expect(fixture.unknown).toEqual([
      { heading: '--node-env', line: 31 },
      { heading: 'deploy', line: 57 },
    ]);
  });
});

describe('the CLI page', () => {
  const report = cliCoverage(join(process.cwd(), 'content'));

  it('documents every option and command of webpack --help with a heading, an example and its aliases', () => {
    expect(report.missing).toEqual([]);
    expect(report.noExample).toEqual([]);
    expect(report.missingAlias).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.options).toBeGreaterThanOrEqual(25);
    expect(report.commands).toBeGreaterThanOrEqual(8);
  });
});
