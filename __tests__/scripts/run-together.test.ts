import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'shared', 'run-together.mjs');

// A project whose npm scripts are tiny node programs: two that pass and print, one that fails.
let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'run-together-'));
  const scripts = {
    first: 'node -e "console.log(\'first says hi\')"',
    second: 'node -e "console.error(\'second says hi\')"',
    broken: 'node -e "console.log(\'broken output\'); process.exit(3)"',
  };
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'fixture', scripts }));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Runs the script in the fixture project; resolves with its exit code and output. */
function run(...names: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...names], { cwd: project }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('run-together', () => {
  it('runs every named script and passes when all pass, each output printed whole', async () => {
    const { code, stdout } = await run('first', 'second');
    expect(code).toBe(0);
    expect(stdout).toMatch(/> npm run first \([\d.]+ s, exit 0\)\nfirst says hi\n/);
    expect(stdout).toMatch(/> npm run second \([\d.]+ s, exit 0\)\nsecond says hi\n/);
  });

  it('fails naming the script that failed, after printing its output', async () => {
    const { code, stdout, stderr } = await run('first', 'broken');
    expect(code).toBe(1);
    expect(stdout).toMatch(/> npm run broken \([\d.]+ s, exit 3\)\nbroken output\n/);
    expect(stdout).toContain('first says hi');
    expect(stderr).toContain('run-together: broken failed');
  });

  it('is a usage error without a script name', async () => {
    const { code, stderr } = await run();
    expect(code).toBe(2);
    expect(stderr).toContain('usage: node scripts/shared/run-together.mjs');
  });
});
