import { execFileSync } from 'node:child_process';

/**
 * Runs one of the project's checking scripts with `--json` (through the tsx loader, so it can
 * import lib/) and returns its report. The scripts exit with 1 when they find problems; the
 * report is on stdout either way.
 */
export function runJsonScript<Report>(script: string, args: readonly string[]): Report {
  const argv = ['--import', 'tsx', script, '--json', ...args];
  try {
    return JSON.parse(
      execFileSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    ) as Report;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as Report;
  }
}
