// The walkthrough projects of the guides, checked against the pages that show them.
// For each examples/<name>/: its package.json pins exactly the versions installed here; it
// builds with webpack's Node API; every fence with `example="<name>"` in its meta equals the
// example's file named by the fence title; and every ```text fence with `example="<name>"
// output` lists files the build really emitted (hash-like parts such as `[contenthash]` or
// `a1b2c3d4` match any hash).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { readPage } from '../../lib/content/read-page.ts';
import { visit } from 'unist-util-visit';
import { commandLine, isMain } from '../shared/main.mjs';

const REPO = new URL('../..', import.meta.url).pathname;
const require = createRequire(join(REPO, 'package.json'));

/**
 * A fence that names an example: its page and line, its title, whether it lists the build's
 * output, and its text.
 * @typedef {{ example: string, page: string, line: number, title: string | undefined, output: boolean, value: string }} ExampleFence
 */
/** @typedef {{ [name: string]: { problems: string[], assets: string[] } }} ExamplesReport */

/**
 * Fences of every content page under `root` that name an example, with where they are.
 * @param {string} root
 */
function exampleFences(root) {
  /** @type {ExampleFence[]} */
  const fences = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) {
        // The site's own reader: the same parse and checks, lines counted in the file.
        const { body } = readPage(join(root, 'content'), relative(join(root, 'content'), full));
        const offset = body.place.lineOffset;
        visit(body.tree, 'code', (node) => {
          const example = /(?:^|\s)example="([^"]+)"/.exec(node.meta ?? '')?.[1];
          if (!example) return;
          fences.push({
            example,
            page: full.slice(root.length + 1),
            line: (node.position?.start.line ?? 0) + offset,
            title: /(?:^|\s)title="([^"]+)"/.exec(node.meta ?? '')?.[1],
            output: /(?:^|\s)output(?:\s|$)/.test(node.meta ?? ''),
            value: node.value,
          });
        });
      }
    }
  };
  walk(join(root, 'content'));
  return fences;
}

/**
 * File paths listed in a tree or list of output files (`dist/main.js`, `├── main.js`).
 * @param {string} text
 */
function listedFiles(text) {
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const stack = [];
  for (const raw of text.split('\n')) {
    const match = /^([\s│|]*)(?:[├└`]──\s*|[-*]\s+)?(.+?)\s*$/.exec(raw);
    if (!match || !match[2]) continue;
    // The indent group always takes part in a match, if empty.
    const depth = Math.floor((match[1] ?? '').replace(/│/g, ' ').length / 4) + (/[├└]/.test(raw) ? 1 : 0);
    const name = match[2].replace(/\s+#.*$/, '');
    stack.length = depth;
    if (name.endsWith('/')) {
      stack[depth] = name.replace(/\/$/, '');
      continue;
    }
    files.push([...stack.slice(1).filter(Boolean), name].join('/'));
  }
  return files;
}

/**
 * A listed name as a pattern: `[contenthash]` and hex runs of 6+ characters match any hash.
 * @param {string} name
 */
function namePattern(name) {
  const escaped = name.replace(/[.*+?^${}()|\\]/g, '\\$&');
  return new RegExp(
    `^${escaped.replace(/\[[a-z]*hash(?::\d+)?\]|(?<![a-z])[0-9a-f]{6,}(?![a-z])/gi, '[0-9a-f]+')}$`,
  );
}

/**
 * Problems of an example's package.json: each dependency must pin the version installed here.
 * @param {string} dir
 */
function checkPackage(dir) {
  /** @type {string[]} */
  const problems = [];
  const pkg =
    /** @type {{ dependencies?: { [name: string]: string }, devDependencies?: { [name: string]: string } }} */ (
      JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    );
  for (const [dep, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    let installed;
    try {
      installed = /** @type {{ version: string }} */ (require(`${dep}/package.json`)).version;
    } catch {
      problems.push(`package.json: ${dep} is not installed in the site's node_modules`);
      continue;
    }
    if (version !== installed)
      problems.push(`package.json: ${dep} is "${version}", installed is exactly "${installed}"`);
  }
  return problems;
}

/**
 * Builds an example with build-example.mjs and returns what it printed.
 * @param {string} dir
 * @returns {{ ok: boolean, errors: string[], assets?: string[] }}
 */
function build(dir) {
  const output = execFileSync(process.execPath, [join(REPO, 'scripts', 'checks', 'build-example.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output);
}

/**
 * Problems of each example under `root` (a folder with content/ and examples/), by name.
 * @param {string} root
 * @param {string[]} [only]
 */
export function checkExamples(root, only = []) {
  const examples = join(root, 'examples');
  const names = readdirSync(examples, { withFileTypes: true })
    .filter((e) => e.isDirectory() && (only.length === 0 || only.includes(e.name)))
    .map((e) => e.name);
  const fences = exampleFences(root);
  /** @type {ExamplesReport} */
  const report = {};
  for (const name of names) {
    const dir = join(examples, name);
    const problems = checkPackage(dir);
    const mine = fences.filter((f) => f.example === name);
    if (mine.length === 0) problems.push('no page shows this example (no fence with example="' + name + '")');
    const result = build(dir);
    if (!result.ok) problems.push(...result.errors.map((e) => `build failed: ${e.split('\n')[0]}`));
    for (const fence of mine) {
      const where = `${fence.page} line ${fence.line}`;
      if (fence.output) {
        for (const file of listedFiles(fence.value)) {
          const pattern = namePattern(file.replace(/^dist\//, ''));
          if (!result.assets?.some((asset) => pattern.test(asset)))
            problems.push(`${where}: the build emits no ${file}`);
        }
      } else if (!fence.title) {
        problems.push(`${where}: a fence with example="${name}" needs a title naming the file`);
      } else {
        const file = join(dir, fence.title);
        if (!existsSync(file)) problems.push(`${where}: examples/${name}/${fence.title} does not exist`);
        else if (readFileSync(file, 'utf8').trimEnd() !== fence.value.trimEnd()) {
          problems.push(`${where}: differs from examples/${name}/${fence.title}`);
        }
      }
    }
    report[name] = { problems, assets: result.assets ?? [] };
  }
  for (const fence of fences.filter((f) => !names.includes(f.example) && only.length === 0)) {
    const entry = (report[fence.example] ??= { problems: [], assets: [] });
    entry.problems.push(`${fence.page} line ${fence.line}: examples/${fence.example}/ does not exist`);
  }
  return report;
}

if (isMain(import.meta.url)) {
  const { values, positionals } = commandLine(
    import.meta.url,
    'node --import tsx scripts/checks/check-examples.mjs [name ...] [--root dir] [--json]',
    {
      options: { root: { type: 'string' }, json: { type: 'boolean', default: false } },
      allowPositionals: true,
    },
  );
  const report = checkExamples(values.root ?? REPO.replace(/\/$/, ''), positionals);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    for (const [name, { problems, assets }] of Object.entries(report)) {
      console.log(
        `${problems.length === 0 ? 'ok  ' : 'FAIL'} examples/${name} (emits ${assets.join(', ') || 'nothing'})`,
      );
      for (const problem of problems) console.log(`     ${problem}`);
    }
  }
  process.exitCode = Object.values(report).some((r) => r.problems.length > 0) ? 1 : 0;
}
