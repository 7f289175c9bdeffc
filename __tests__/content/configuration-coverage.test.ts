import { join } from 'node:path';
import { runJsonScript } from './run-json-script';

interface Coverage {
  required: number;
  covered: number;
  missing: { page: string; option: string }[];
  unknown: { page: string; option: string; line: number }[];
}

/** Runs the coverage script (an ES module that reads the installed schemas) on a content folder. */
function coverage(contentDir: string): Coverage {
  return runJsonScript<Coverage>('scripts/checks/config-coverage.mjs', ['--content', contentDir]);
}

describe('configuration coverage against the installed schemas', () => {
  it('catches missing options and headings that name options the schema does not have', () => {
    const result = coverage(join(__dirname, '..', 'fixtures', 'content', 'config-coverage'));
    expect(result.unknown).toEqual([{ page: 'output', option: 'output.foo', line: 8 }]);
    const missing = result.missing.map((m) => m.option);
    expect(missing).toContain('output.path');
    expect(missing).toContain('Rule.test');
    expect(missing).toContain('devServer.port');
    expect(missing).not.toContain('output.filename');
    expect(missing).not.toContain('output');
  });

  it('every option of webpack and webpack-dev-server has a heading on its page, and no heading names a missing option', () => {
    const result = coverage(join(process.cwd(), 'content'));
    expect(result.unknown).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(result.covered).toBe(result.required);
    expect(result.required).toBeGreaterThan(400);
  });
});
