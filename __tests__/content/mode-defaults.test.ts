import { join } from 'node:path';
import { parseDefaultLine, printValue, statedCanonical } from '../../scripts/checks/default-line.mjs';
import { runJsonScript } from './run-json-script';

type Mode = 'development' | 'production' | 'none';
interface Problem {
  page: string;
  line: number;
  option: string;
  reason: string;
  mode?: Mode;
  stated?: string;
  computed?: string;
}
interface CheckReport {
  modeDependent: number;
  targetDependent: number;
  checked: number;
  tabled: number;
  targetTabled: number;
  tableRows: number;
  exceptions: { option: string; reason: string }[];
  problems: Problem[];
}
interface DefaultsReport {
  webpack: string;
  modes: { path: string; values: Record<Mode, string> }[];
  targets: { path: string; web: Record<Mode, string>; node: Record<Mode, string> }[];
  targetOnly: string[];
}

/** A Default line as the page reader hands it over: code spans apart from the text between. */
function pieces(line: string): ({ code: string } | { text: string })[] {
  return line
    .split(/(`[^`]*`)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('`') ? { code: part.slice(1, -1) } : { text: part }));
}

/** The value each section states per mode, by the property it is about ('' for the option). */
function parse(line: string) {
  return parseDefaultLine(pieces(line));
}

/** Runs the page check (webpack's own defaults against the Default lines) on a content folder. */
function check(contentDir: string): CheckReport {
  return runJsonScript<CheckReport>('scripts/checks/mode-defaults.mjs', ['--check', '--content', contentDir]);
}

describe('the grammar of a Default line', () => {
  it('reads a value per mode, with otherwise for the modes no clause names', () => {
    expect(
      parse(" `'deterministic'` in production, `'named'` in development, `'natural'` otherwise"),
    ).toEqual([
      {
        subpath: '',
        perMode: { production: "'deterministic'", development: "'named'", none: "'natural'" },
        all: null,
        conditional: [],
      },
    ]);
    expect(
      parse(" `{ type: 'memory' }` in development, `false` in production and `none`")[0]?.perMode,
    ).toEqual({
      development: "{ type: 'memory' }",
      production: 'false',
      none: 'false',
    });
    expect(parse(' `5` in development mode, `Infinity` otherwise.')[0]?.perMode).toEqual({
      development: '5',
      production: 'Infinity',
      none: 'Infinity',
    });
  });

  it('drops remarks in parentheses and reads a clause with a condition without comparing it', () => {
    const [section] = parse(
      ' `true` in development when `experiments.cacheUnaffected` is on, `false` otherwise (see `cache`, ever)',
    );
    expect(section?.perMode).toEqual({ development: 'false', production: 'false', none: 'false' });
    expect(section?.conditional).toEqual(['`true` in development when `experiments.cacheUnaffected` is on']);
  });

  it('reads "not set", "a function", one value for every mode, and sections about a property', () => {
    expect(parse(' `0` in development, not set otherwise')[0]?.perMode).toEqual({
      development: '0',
      production: 'not set',
      none: 'not set',
    });
    expect(parse(' a function in development, `false` otherwise')[0]?.perMode?.development).toBe(
      'a function',
    );
    expect(parse(' `false` (`true` with `experiments.futureDefaults`)')).toEqual([
      { subpath: '', perMode: null, all: 'false', conditional: [] },
    ]);
    const sections = parse(
      ' `{}` (more below); `json.exportsDepth`: `1` in development, `Infinity` otherwise',
    );
    expect(sections.map((section) => section.subpath)).toEqual(['', 'json.exportsDepth']);
    expect(sections[1]?.perMode).toEqual({ development: '1', production: 'Infinity', none: 'Infinity' });
  });

  it.each([
    [' the object shown below', 'does not start with a value'],
    [' `true` in production', 'no value for development'],
    [' `true` in production, `false` in production, `false` otherwise', 'two values for production'],
    [' `true` in production, `false`', 'names no mode'],
    [' `true` in staging, `false` otherwise', '"in" is not followed by a mode'],
    [' `true` in production and sometimes, `false` otherwise', 'neither a mode list nor a condition'],
    [' `true` in production (see below, `false` otherwise', 'without its ")"'],
    [' `1` otherwise, `2` otherwise', 'two clauses say "otherwise"'],
    [' `true` when it is on', 'no clause without a condition'],
  ])('fails on %j', (line, reason) => {
    expect(() => parse(line)).toThrow(reason);
  });

  it('compares values after normalising quotes, spacing and key order, and prints them as pages do', () => {
    expect(statedCanonical('{type:"memory", maxGenerations: Infinity}')).toBe(
      printValue({ maxGenerations: Infinity, type: 'memory' }, true),
    );
    expect(printValue(['webpack', 'production'])).toBe("['webpack', 'production']");
    expect(printValue(undefined)).toBe('not set');
    expect(printValue(() => true)).toBe('a function');
    expect(printValue(/node_modules/i)).toBe('/node_modules/i');
    expect(() => statedCanonical('named')).toThrow('is not a literal value');
  });
});

describe('defaults per mode computed by webpack', () => {
  const defaults = runJsonScript<DefaultsReport>('scripts/checks/mode-defaults.mjs', []);

  it('takes optimization.minimize and the other mode defaults from webpack, not from a page', () => {
    const byPath = new Map(defaults.modes.map((entry) => [entry.path, entry.values]));
    expect(byPath.get('optimization.minimize')).toEqual({
      development: 'false',
      production: 'true',
      none: 'false',
    });
    expect(byPath.get('optimization.chunkIds')).toEqual({
      development: "'named'",
      production: "'deterministic'",
      none: "'natural'",
    });
    expect(byPath.get('performance.hints')).toEqual({
      development: 'false',
      production: "'warning'",
      none: 'false',
    });
    expect(byPath.get('module.unsafeCache')?.development).toBe('a function');
    expect(byPath.has('mode')).toBe(false);
    expect(byPath.has('optimization.providedExports')).toBe(false);
  });

  it('names the defaults a node target changes, and those it alone changes', () => {
    const chunkLoading = defaults.targets.find((entry) => entry.path === 'output.chunkLoading');
    expect(chunkLoading?.web.production).toBe("'jsonp'");
    expect(chunkLoading?.node.production).toBe("'require'");
    expect(defaults.targetOnly).toContain('output.chunkLoading');
    expect(defaults.targetOnly).not.toContain('resolve.conditionNames');
  });
});

describe('the configuration pages against the mode defaults webpack computes', () => {
  it('names the page, line, option, stated and computed value of each disagreement', () => {
    const result = check(join(__dirname, '..', 'fixtures', 'content', 'mode-defaults'));
    const page = 'content/configuration/optimization.mdx';
    const problems = result.problems.filter((problem) => problem.page === page);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          line: 6,
          option: 'optimization.minimize',
          mode: 'development',
          stated: 'true',
          computed: 'false',
        }),
        expect.objectContaining({
          line: 7,
          option: 'optimization.chunkIds',
          mode: 'development',
          reason: expect.stringContaining('not one value in code'),
        }),
        // A mode-dependent option's values typed by hand, right or wrong, fail at their line.
        ...[12, 17, 27, 37].map((line) =>
          expect.objectContaining({
            line,
            reason: expect.stringContaining('states values per mode by hand'),
          }),
        ),
        // A mode-dependent option without a table fails at its heading, with or without a Default line.
        ...[
          [9, 'optimization.minimize'],
          [19, 'optimization.usedExports'],
          [45, 'optimization.realContentHash'],
        ].map(([line, option]) =>
          expect.objectContaining({
            line,
            option,
            reason: expect.stringContaining(`<ModeDefaults option="${String(option)}" />`),
          }),
        ),
        // Other Default lines that name a mode are still read and compared.
        expect.objectContaining({
          line: 52,
          option: 'optimization.providedExports',
          mode: 'development',
          stated: 'false',
          computed: 'true',
        }),
        expect.objectContaining({
          line: 57,
          option: 'optimization.removeEmptyChunks',
          reason: expect.stringContaining('does not parse'),
        }),
        expect.objectContaining({
          option: 'optimization.concatenateModules',
          reason: expect.stringContaining('has no row'),
        }),
      ]),
    );
    // A table of webpack's own defaults in the option's section states them.
    expect(
      problems.filter(
        (problem) =>
          problem.option === 'optimization.mangleExports' && problem.reason.includes('ModeDefaults'),
      ),
    ).toEqual([]);
    // A target-dependent option without a table, and a Default line naming the web or node target.
    const output = result.problems.filter((problem) => problem.page === 'content/configuration/output.mdx');
    expect(output).toEqual([
      expect.objectContaining({
        line: 4,
        option: 'output.chunkLoading',
        reason: expect.stringContaining('<ModeDefaults option="output.chunkLoading" />'),
      }),
      expect.objectContaining({
        line: 7,
        option: 'output.chunkLoading',
        reason: expect.stringContaining('values for the web or node target by hand'),
      }),
      expect.objectContaining({
        line: 12,
        option: 'output.chunkFormat',
        reason: expect.stringContaining('values for the web or node target by hand'),
      }),
    ]);
    // The loader table covers both of its target-dependent properties.
    expect(result.targetTabled).toBe(4);
    // A mode-dependent option with no heading on the fixture's pages.
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        page: '',
        option: 'devtool',
        reason: expect.stringContaining('no configuration page'),
      }),
    );
  });

  it("every configuration page's Default line and the optimization table agree with webpack", () => {
    const result = check(join(process.cwd(), 'content'));
    expect(result.problems).toEqual([]);
    expect(result.modeDependent).toBeGreaterThan(40);
    // Every mode-dependent default but the excepted cache location is shown by webpack's values.
    expect(result.tabled).toBe(result.modeDependent - result.exceptions.length);
    expect(result.tableRows).toBeGreaterThan(15);
    expect(result.exceptions.map((exception) => exception.option)).toEqual(['cache.cacheLocation']);
    // Every default that depends on the target only is shown by webpack's values too.
    expect(result.targetDependent).toBeGreaterThan(30);
    expect(result.targetTabled).toBe(result.targetDependent);
  });
});
