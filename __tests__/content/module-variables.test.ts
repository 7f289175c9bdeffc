import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface VariablesReport {
  variables: string[];
  covered: number;
  missing: string[];
  unknown: { name: string; line: number }[];
  unclassified: string[];
}

const FIXTURE = join(__dirname, '..', 'fixtures', 'content', 'module-variables');

/**
 * Runs the coverage script, which reads the `__webpack_…__` names in webpack's lib/ sources and
 * keeps those a real parser of the installed webpack rewrites (see its header for the pattern).
 */
function coverage(contentDir: string, extraLib?: string): VariablesReport {
  const args = ['--content', contentDir];
  if (extraLib) args.push('--extra-lib', extraLib);
  return runJsonScript<VariablesReport>('scripts/checks/module-variables-coverage.mjs', args);
}

describe('module variables against the installed webpack', () => {
  const fixture = coverage(FIXTURE);

  it('catches a variable without a heading and a heading naming a variable webpack does not define', () => {
    const result = fixture;
    expect(result.unknown).toEqual([
      { name: '__webpack_made_up__', line: 15 },
      { name: '__webpack_exports__', line: 19 },
    ]);
    expect(result.missing).toContain('__webpack_hash__');
    expect(result.missing).toContain('__non_webpack_require__');
    expect(result.missing).not.toContain('__webpack_public_path__');
    expect(result.missing).not.toContain('__webpack_require__');
    expect(result.covered).toBe(2);
  });

  it('reports a name in webpack sources that is neither a variable nor known generated code', () => {
    expect(coverage(FIXTURE, join(FIXTURE, 'extra-lib')).unclassified).toEqual(['__webpack_brand_new__']);
    expect(fixture.unclassified).toEqual([]);
  });

  it('every variable webpack defines has a heading on /api/module-variables/, and every heading names one', () => {
    const result = coverage(join(process.cwd(), 'content'));
    expect(result.unknown).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.unclassified).toEqual([]);
    // The free variables webpack has offered since early 5.x are among them.
    expect(result.variables).toEqual(
      expect.arrayContaining([
        '__webpack_public_path__',
        '__webpack_require__',
        '__webpack_hash__',
        '__non_webpack_require__',
        '__system_context__',
      ]),
    );
    expect(result.covered).toBe(result.variables.length);
  });
});
