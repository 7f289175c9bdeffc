// Runs the code samples of the api, plugin, loader and contribute pages: whole plugins, loaders, Node API scripts,
// and the configurations whose effect a plugin page shows.
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
// packages, Node.js's major version and this runner. Passes are kept in `.cache/samples-passed/`
// and, for a fresh clone such as CI's, in the committed `samples/passed.json` (`--record`
// rewrites it from the passes seen here, running the samples that have none); a recorded pass
// holds the printed lines that prove each promised one, and is checked against them.
// `--no-cache` runs every sample.
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
import { readPage } from '../../lib/content/read-page.ts';
import { codeTitle, metaAttribute, metaFlag } from '../../lib/mdx/code-blocks.ts';
import { commandLine, isMain, usageError } from '../shared/main.mjs';

const REPO = new URL('../..', import.meta.url).pathname;
const USAGE =
  'node --import tsx scripts/checks/run-samples.mjs [--root dir] [--page api/loaders] [--json] [--no-cache] [--record]';
const PROJECT = join(REPO, 'samples', 'project');
const WORK = join(REPO, '.cache', 'samples');
const PASSED = join(REPO, '.cache', 'samples-passed');
const RECORD = join(REPO, 'samples', 'passed.json');
const CODE_LANGUAGES = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'jsx', 'tsx']);
/** Sections whose samples run. */
const SAMPLE_SECTIONS = ['api', 'plugins', 'loaders', 'contribute'];
/** Sections whose code must run: every code fence there is a sample's file or marked `partial`. */
const STRICT_SECTIONS = new Set(['api', 'contribute']);

/**
 * A sample of a page: the files its fences write, the commands it runs, the lines it promises
 * to print, and what is wrong with its fences.
 * @typedef {{ page: string, name: string, files: { path: string, value: string, where: string }[], commands: string[], output: string[], problems: string[] }} Sample
 */
/** @typedef {{ ok: boolean, output: string, status?: string | number | null }} CommandResult */
/**
 * @typedef {object} SampleReport
 * @property {string[]} files
 * @property {string[]} commands
 * @property {string[]} output
 * @property {string[]} problems
 * @property {string} printed
 * @property {boolean} cached
 * @property {string} inputs the key of its inputs
 * @property {(string | undefined)[] | undefined} proof
 */
/** @typedef {{ unmarked: string[], samples: { [key: string]: SampleReport } }} SamplesReport */

/**
 * The samples of every page under `root/content/<section>`, and the fences that are neither sample nor partial.
 * @param {string} root
 * @param {string} [onlyPage]
 */
export function collectSamples(root, onlyPage) {
  const contentDir = join(root, 'content');
  /** @type {Map<string, Sample>} */
  const samples = new Map();
  /** @type {string[]} */
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
        let sample = samples.get(key);
        if (!sample) {
          sample = { page, name, files: [], commands: [], output: [], problems: [] };
          samples.set(key, sample);
        }
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

/**
 * How long one command of a sample may run before it is stopped and the sample fails: a sample
 * that never exits (a server left listening, a watcher never closed) would otherwise hang the
 * tests. Far above what any sample takes on a slow machine (the slowest here, under 30 s).
 */
const COMMAND_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The first port a dev server started by a sample in pool slot `slot` tries: samples run side by
 * side, and two servers counting up from the same port can both find it free and one then
 * fails to listen.
 */
const devServerBasePort = (/** @type {number} */ slot) => 8080 + slot * 1000;

/**
 * Runs one command line of a sample in its folder; `npx x` runs the installed bin `x`.
 * @param {string} dir
 * @param {string} command
 * @param {number} slot
 * @returns {Promise<CommandResult>}
 */
function runCommand(dir, command, slot) {
  const argv = command
    .replace(/^\$\s*/, '')
    .replace(/^npx\s+/, '')
    .split(/\s+/);
  // `split` gives at least one string, so the default is never taken.
  const [program = '', ...args] = argv;
  const executable = program === 'node' ? process.execPath : join(REPO, 'node_modules', '.bin', program);
  return new Promise((resolve) => {
    const child = spawn(executable, args, {
      cwd: dir,
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        WEBPACK_DEV_SERVER_BASE_PORT: String(devServerBasePort(slot)),
      },
    });
    // What a reader sees in the terminal: both streams, whether the command succeeds or not.
    let output = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, COMMAND_TIMEOUT_MS);
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (output += text));
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, output, status: error.message });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut)
        resolve({ ok: false, output, status: `still running after ${COMMAND_TIMEOUT_MS / 1000} s, stopped` });
      else resolve(code === 0 ? { ok: true, output } : { ok: false, output, status: code ?? signal });
    });
  });
}

/**
 * Every file under `dir` with its contents, in a stable order.
 * @param {string} dir
 * @returns {string[]}
 */
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

/** @type {string[] | undefined} */
let environment;

/** What every sample depends on besides its own fences: this runner, the fixture project, the locked packages, Node.js. */
function sampleEnvironment() {
  environment ??= [
    // `split` gives at least one string, so the fallback is never taken.
    process.versions.node.split('.')[0] ?? '',
    readFileSync(new URL(import.meta.url), 'utf8'),
    readFileSync(join(REPO, 'package-lock.json'), 'utf8'),
    ...folderContents(PROJECT),
  ];
  return environment;
}

/**
 * The key of a sample's inputs: a passed run recorded under it stands until one of them changes.
 * @param {Sample} sample
 */
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

/**
 * Writes a sample over the fixture project, runs it (in pool slot `slot`) and returns its problems and what it printed.
 * @param {Sample} sample
 * @param {number} [slot]
 */
export async function runSample(sample, slot = 0) {
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
    const result = await runCommand(dir, command, slot);
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

/**
 * For each promised line, the first printed line holding it: what a recorded pass keeps as its proof.
 * @param {Sample} sample
 * @param {string} printed
 */
function evidence(sample, printed) {
  const lines = printed.split('\n').map((l) => l.trim());
  return sample.output.map((expected) => lines.find((line) => line.includes(expected)));
}

/** @type {{ [key: string]: unknown } | undefined} */
let committed;

/** The committed record of passes: sample key → its evidence lines. */
function committedPasses() {
  committed ??= /** @type {{ [key: string]: unknown }} */ (
    existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : {}
  );
  return committed;
}

/**
 * The recorded evidence of a pass with these inputs, if it still proves every promised line.
 * @param {Sample} sample
 * @param {string} key
 * @returns {string[] | undefined}
 */
function recordedPass(sample, key) {
  const local = join(PASSED, `${key}.json`);
  /** @type {unknown} */
  const proof =
    committedPasses()[key] ?? (existsSync(local) ? JSON.parse(readFileSync(local, 'utf8')) : undefined);
  if (!Array.isArray(proof) || proof.length !== sample.output.length) return undefined;
  /** @type {unknown[]} */
  const lines = proof;
  return sample.output.every((expected, index) => {
    const line = lines[index];
    return typeof line === 'string' && line.includes(expected);
  })
    ? // Every line is a string: checked just above.
      /** @type {string[]} */ (lines)
    : undefined;
}

/**
 * A sample's result: from a recorded pass with the same inputs, else by running it (and recording a pass).
 * @param {Sample} sample
 * @param {boolean} useCache
 * @param {number} slot
 * @returns {Promise<{ key: string, problems: string[], printed: string, proof?: (string | undefined)[], cached: boolean }>}
 */
async function sampleResult(sample, useCache, slot) {
  const key = sampleKey(sample);
  const proof = useCache ? recordedPass(sample, key) : undefined;
  if (proof) return { key, problems: [], printed: proof.join('\n'), proof, cached: true };
  const result = await runSample(sample, slot);
  if (result.problems.length > 0) return { key, ...result, cached: false };
  const found = evidence(sample, result.printed);
  mkdirSync(PASSED, { recursive: true });
  writeFileSync(join(PASSED, `${key}.json`), JSON.stringify(found));
  return { key, ...result, proof: found, cached: false };
}

/**
 * Runs `task(item, slot)` on each item, `limit` at a time (slot: which of them, from 0), resolving with the results in the items' order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T, slot: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function inPool(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  // One iterator shared by the workers: each takes the next item when it is free.
  const queue = items.entries();
  /** @param {number} slot */
  const worker = async (slot) => {
    for (const [index, item] of queue) results[index] = await task(item, slot);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, (_, slot) => worker(slot)));
  return results;
}

/**
 * Every sample's problems by `page#name`, and the fences that must be marked.
 * @param {string} root
 * @param {string} [onlyPage]
 * @param {{ useCache?: boolean }} [options]
 * @returns {Promise<SamplesReport>}
 */
export async function runSamples(root, onlyPage, { useCache = true } = {}) {
  const { samples, unmarked } = collectSamples(root, onlyPage);
  const entries = [...samples];
  const results = await inPool(entries, availableParallelism(), ([, sample], slot) =>
    sampleResult(sample, useCache, slot),
  );
  /** @type {SamplesReport} */
  const report = { unmarked, samples: {} };
  entries.forEach(([key, sample], index) => {
    const result = results[index];
    if (!result) throw new Error(`samples: no result for ${key}`);
    const { key: inputs, problems, printed, cached, proof } = result;
    report.samples[key] = {
      files: sample.files.map((f) => f.path),
      commands: sample.commands,
      output: sample.output,
      problems,
      printed,
      cached,
      inputs,
      proof,
    };
  });
  return report;
}

/**
 * Rewrites samples/passed.json with the passes of a full run of the site's samples.
 * @param {SamplesReport} report
 */
function writeRecord(report) {
  const passes = Object.values(report.samples)
    .filter((sample) => sample.problems.length === 0)
    .sort((a, b) => a.inputs.localeCompare(b.inputs));
  writeFileSync(
    RECORD,
    `${JSON.stringify(Object.fromEntries(passes.map((s) => [s.inputs, s.proof])), null, 2)}\n`,
  );
  console.error(`samples: recorded ${passes.length} passes in ${relative(REPO, RECORD)}`);
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: {
      root: { type: 'string' },
      page: { type: 'string' },
      json: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
    },
  });
  const { record } = values;
  if (record && (values.root || values.page))
    usageError(
      import.meta.url,
      USAGE,
      "--record rewrites the site's whole record: run it without --root or --page",
    );
  // Recording trusts only passes seen on this machine (.cache/samples-passed/), never the record it replaces.
  if (record) committed = {};
  const report = await runSamples(values.root ?? REPO, values.page, {
    useCache: !values['no-cache'],
  });
  if (record) writeRecord(report);
  if (values.json) process.stdout.write(JSON.stringify(report));
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
