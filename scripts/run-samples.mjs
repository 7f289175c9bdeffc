// Runs the code samples of the api, plugin, loader and contribute pages: whole plugins, loaders, Node API scripts,
// and the configurations whose effect a plugin page shows.
//   node --import tsx scripts/run-samples.mjs [--root dir] [--page api/loaders] [--json]
// A fence with `sample="<name>"` in its meta is a file of that page's sample `<name>`; its
// title is the file's path in the project. A sample's files are written over the fixture
// project in `samples/project/` (sources for a build to work on) into
// `.cache/samples/<page>-<name>/`, inside the repository so they resolve its node_modules.
// Then the sample runs: each line of its ```bash fence marked `run` (`npx webpack`,
// `node build.js`), or `webpack` when it has none. Every command must exit with 0, and every
// line of a ```text fence marked `output` must appear in what the commands printed.
// In api and contribute pages every JavaScript or TypeScript fence must be a sample's file or `partial`; in
// plugin pages a whole configuration may stand alone (config-fences validates it).
// Samples run one per core at a time. A sample that passed is not run again until something it
// depends on changes: its files, commands and promised output, the fixture project, the locked
// packages, the Node.js version and this runner (`.cache/samples-passed/`; `--no-cache` runs
// every sample).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { visit } from 'unist-util-visit';
import { readPage } from '../lib/content/read-page.ts';
import { codeTitle, metaAttribute, metaFlag } from '../lib/mdx/code-blocks.ts';
import { flag, option } from './command-line.mjs';

const REPO = new URL('..', import.meta.url).pathname;
const PROJECT = join(REPO, 'samples', 'project');
const WORK = join(REPO, '.cache', 'samples');
const PASSED = join(REPO, '.cache', 'samples-passed');
const CODE_LANGUAGES = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'jsx', 'tsx']);
/** Sections whose samples run. */
const SAMPLE_SECTIONS = ['api', 'plugins', 'loaders', 'contribute'];
/** Sections whose code must run: every code fence there is a sample's file or marked `partial`. */
const STRICT_SECTIONS = new Set(['api', 'contribute']);

/** The samples of every page under `root/content/<section>`, and the fences that are neither sample nor partial. */
export function collectSamples(root, onlyPage) {
  const contentDir = join(root, 'content');
  const samples = new Map();
  const unmarked = [];
  for (const section of SAMPLE_SECTIONS) {
    const dir = join(contentDir, section);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
      const page = `${section}/${file.replace(/\.mdx$/, '')}`;
      if (onlyPage && page !== onlyPage) continue;
      const { body } = readPage(contentDir, join(section, file));
      visit(body.tree, 'code', (node) => {
        const meta = node.meta ?? '';
        const line = (node.position?.start.line ?? 0) + body.place.lineOffset;
        const where = `content/${page}.mdx line ${line}`;
        const name = metaAttribute(meta, 'sample');
        if (!name) {
          if (
            STRICT_SECTIONS.has(section) &&
            CODE_LANGUAGES.has(node.lang ?? '') &&
            !metaFlag(meta, 'partial')
          )
            unmarked.push(where);
          return;
        }
        const key = `${page}#${name}`;
        if (!samples.has(key))
          samples.set(key, { page, name, files: [], commands: [], output: [], problems: [] });
        const sample = samples.get(key);
        if (metaFlag(meta, 'run'))
          sample.commands.push(
            ...node.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          );
        else if (metaFlag(meta, 'output'))
          sample.output.push(
            ...node.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          );
        else {
          const title = codeTitle(meta);
          if (!title) sample.problems.push(`${where}: a sample's file needs a title naming its path`);
          else if (sample.files.some((f) => f.path === title))
            sample.problems.push(`${where}: ${title} is already a file of sample "${name}"`);
          else sample.files.push({ path: title, value: node.value, where });
        }
      });
    }
  }
  return { samples, unmarked };
}

/** Runs one command line of a sample in its folder; `npx x` runs the installed bin `x`. */
function runCommand(dir, command) {
  const argv = command
    .replace(/^\$\s*/, '')
    .replace(/^npx\s+/, '')
    .split(/\s+/);
  const [program, ...args] = argv;
  const executable = program === 'node' ? process.execPath : join(REPO, 'node_modules', '.bin', program);
  return new Promise((resolve) => {
    const child = spawn(executable, args, {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    // What a reader sees in the terminal: both streams, whether the command succeeds or not.
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (output += text));
    child.on('error', (error) => resolve({ ok: false, output, status: error.message }));
    child.on('close', (code, signal) =>
      resolve(code === 0 ? { ok: true, output } : { ok: false, output, status: code ?? signal }),
    );
  });
}

/** Every file under `dir` with its contents, in a stable order. */
function folderContents(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory()
        ? folderContents(full)
        : [relative(PROJECT, full), readFileSync(full, 'utf8')];
    });
}

let environment;

/** What every sample depends on besides its own fences: this runner, the fixture project, the locked packages, Node.js. */
function sampleEnvironment() {
  environment ??= [
    process.version,
    readFileSync(new URL(import.meta.url), 'utf8'),
    readFileSync(join(REPO, 'package-lock.json'), 'utf8'),
    ...folderContents(PROJECT),
  ];
  return environment;
}

/** The key of a sample's inputs: a passed run recorded under it stands until one of them changes. */
function sampleKey(sample) {
  const digest = createHash('sha256');
  const inputs = [
    ...sampleEnvironment(),
    sample.page,
    sample.name,
    ...sample.files.flatMap((file) => [file.path, file.value]),
    '\0commands',
    ...sample.commands,
    '\0output',
    ...sample.output,
  ];
  for (const input of inputs) digest.update(input).update('\0');
  return digest.digest('hex');
}

/** Writes a sample over the fixture project, runs it and returns its problems and what it printed. */
export async function runSample(sample) {
  const problems = [...sample.problems];
  const dir = join(WORK, `${sample.page.replace(/\//g, '-')}-${sample.name}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(PROJECT, dir, { recursive: true });
  for (const file of sample.files) {
    const target = join(dir, file.path);
    if (relative(dir, target).startsWith('..')) {
      problems.push(`${file.where}: ${file.path} is outside the sample's folder`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.value);
  }
  const commands = sample.commands.length > 0 ? sample.commands : ['webpack'];
  let printed = '';
  for (const command of commands) {
    const result = await runCommand(dir, command);
    printed += result.output;
    if (!result.ok) {
      problems.push(
        `sample "${sample.name}" of content/${sample.page}.mdx: \`${command}\` failed (${result.status}): ${result.output.trim().split('\n').slice(-8).join('\n')}`,
      );
      break;
    }
  }
  const lines = printed.split('\n').map((l) => l.trim());
  for (const expected of sample.output) {
    if (!lines.some((line) => line.includes(expected))) {
      problems.push(
        `sample "${sample.name}" of content/${sample.page}.mdx: the output has no line "${expected}"`,
      );
    }
  }
  return { problems, printed };
}

/** A sample's result: from the record of an earlier pass with the same inputs, else by running it (and recording a pass). */
async function sampleResult(sample, useCache) {
  const record = join(PASSED, `${sampleKey(sample)}.json`);
  if (useCache && existsSync(record)) return { ...JSON.parse(readFileSync(record, 'utf8')), cached: true };
  const result = await runSample(sample);
  if (result.problems.length === 0) {
    mkdirSync(PASSED, { recursive: true });
    writeFileSync(record, JSON.stringify(result));
  }
  return { ...result, cached: false };
}

/** Runs `task` on each item, `limit` at a time, resolving with the results in the items' order. */
async function inPool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every sample's problems by `page#name`, and the fences that must be marked. */
export async function runSamples(root, onlyPage, { useCache = true } = {}) {
  const { samples, unmarked } = collectSamples(root, onlyPage);
  const entries = [...samples];
  const results = await inPool(entries, availableParallelism(), ([, sample]) =>
    sampleResult(sample, useCache),
  );
  const report = { unmarked, samples: {} };
  entries.forEach(([key, sample], index) => {
    const { problems, printed, cached } = results[index];
    report.samples[key] = {
      files: sample.files.map((f) => f.path),
      commands: sample.commands,
      output: sample.output,
      problems,
      printed,
      cached,
    };
  });
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runSamples(option('--root') ?? REPO, option('--page'), {
    useCache: !flag('--no-cache'),
  });
  if (flag('--json')) process.stdout.write(JSON.stringify(report));
  else {
    for (const where of report.unmarked)
      console.log(`${where}: a code fence in this section must belong to a sample="…" or be marked partial`);
    for (const [key, { problems }] of Object.entries(report.samples)) {
      console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${key}`);
      for (const problem of problems) console.log(`     ${problem}`);
    }
  }
  const failed =
    report.unmarked.length > 0 || Object.values(report.samples).some((s) => s.problems.length > 0);
  process.exitCode = failed ? 1 : 0;
}
