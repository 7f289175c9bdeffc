// `node scripts/shared/run-together.mjs lint typecheck`: runs npm scripts at the same time and
// fails when any fails. Lint and the type check each keep one core busy for about 20 s on CI's
// 2 cores, and neither reads what the other writes. Each script's output is printed whole once it
// ends, so two scripts' lines never interleave.
import { spawn } from 'node:child_process';
import { commandLine, isMain } from './main.mjs';

/**
 * Runs `npm run <name>` in `cwd` with its output kept; resolves with its exit code and output.
 * @param {string} name
 * @param {string} cwd
 * @returns {Promise<{ name: string, code: number, output: string }>}
 */
function runScript(name, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Runs the npm scripts `names` of the project in `cwd` at once; prints each one's output as it
 * ends and returns the names of those that failed.
 * @param {string[]} names
 * @param {{ cwd?: string }} [options]
 */
export async function runTogether(names, { cwd = process.cwd() } = {}) {
  /** @type {string[]} */
  const failed = [];
  await Promise.all(
    names.map(async (name) => {
      const started = Date.now();
      const result = await runScript(name, cwd);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> npm run ${name} (${seconds} s, exit ${result.code})\n${result.output}`);
      if (result.code !== 0) failed.push(name);
    }),
  );
  return failed;
}

if (isMain(import.meta.url)) {
  const usage = 'node scripts/shared/run-together.mjs <npm script> [<npm script> ...]';
  const { positionals } = commandLine(import.meta.url, usage, { options: {}, allowPositionals: true });
  if (positionals.length === 0) {
    console.error(`run-together: name at least one npm script\nusage: ${usage}`);
    process.exit(2);
  }
  const failed = await runTogether(positionals);
  if (failed.length > 0) {
    console.error(`run-together: ${failed.join(', ')} failed`);
    process.exit(1);
  }
}
