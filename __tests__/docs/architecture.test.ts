// docs/ARCHITECTURE.md stays true and short: every repository path and every docs/SPEC.md
// section it cites exists, each decision record has its three parts, and the overview fits in
// a newcomer's ten minutes. The checks are functions of the text, so the test can also prove
// that each one fails on a bad document.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const ARCHITECTURE = readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');
const SPEC = readFileSync(join(ROOT, 'docs', 'SPEC.md'), 'utf8');

/** The overview must stay readable in about ten minutes. */
const MAX_OVERVIEW_LINES = 250;

/** Endings that make a token without a slash a file name: the kinds of files this repository holds. */
const FILE_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs|json|md|mdx|css)$/;

// Folders that a build, a test run or npm writes and git ignores: a path under them names an
// output, which a fresh clone does not have. Each must stay in .gitignore (checked below), so
// the exemption cannot hide a committed path.
const GENERATED_ROOTS = ['out/', '.next/', '.cache/', 'reports/', 'node_modules/'];

// First segments of tokens that contain a slash but are not repository paths: media types
// (`text/markdown`). Package specifiers (`next/link`, `@docsearch/react`) are recognised from
// package.json instead, below.
const MEDIA_TYPE_ROOTS = new Set(['text', 'application', 'image', 'font']);

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const PACKAGES = new Set([
  ...Object.keys(PACKAGE.dependencies ?? {}),
  ...Object.keys(PACKAGE.devDependencies ?? {}),
]);

/** Inline code spans outside fenced blocks, in order. Double-backtick spans count as one. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)].map((match) => match[2]!.trim());
}

/**
 * The repository path a code span names, or undefined when it names none. A span is taken as a
 * path when it contains a `/` or ends in one of FILE_EXTENSIONS; these are not paths:
 * - url paths (`/llms.txt`, `/configuration/resolve/#resolveloader`) and urls (`https://…`);
 * - a bare extension (`.mdx`): a kind of file, not a file;
 * - globs (`content/**` and `{js,mjs}` alternatives) and anything with a space, `=`, `(` or a
 *   quote: commands (`node --test e2e/...`), code and markup (`<link rel="expect" …>`);
 * - package specifiers, whose first segment is a package of package.json or an npm scope
 *   (`next/link`, `@docsearch/react`), and media types (`text/markdown`).
 * A placeholder (`content/<section>/<slug>.mdx`) is checked by its literal prefix up to the last
 * `/` before the first `<`; a span that starts with a placeholder names nothing checkable.
 */
function repositoryPath(span: string): string | undefined {
  if (!span.includes('/') && !FILE_EXTENSIONS.test(span)) return undefined;
  if (span.startsWith('/') || span.includes('://') || /^\.\w+$/.test(span)) return undefined;
  if (/[\s*{}=("'`]/.test(span)) return undefined;
  const first = span.split('/')[0]!;
  if (first.startsWith('@') || PACKAGES.has(first) || MEDIA_TYPE_ROOTS.has(first)) return undefined;
  const placeholder = span.indexOf('<');
  if (placeholder === -1) return span;
  const prefix = span.slice(0, span.lastIndexOf('/', placeholder) + 1);
  return prefix === '' ? undefined : prefix;
}

/** Every file and folder name in the repository outside generated folders, for bare file names. */
function repositoryNames(): Set<string> {
  const names = new Set<string>();
  const skip = new Set(['.git', ...GENERATED_ROOTS.map((root) => root.slice(0, -1))]);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      names.add(entry.name);
      if (entry.isDirectory()) walk(join(folder, entry.name));
    }
  };
  walk(ROOT);
  return names;
}

let names: Set<string> | undefined;

/**
 * True when `path` exists: a path with a slash from the repository root (a file or a folder;
 * under a generated root it is not looked for), a bare file name (`page.tsx`, `SPEC.md`) as the
 * name of some file or folder of the repository.
 */
function pathExists(path: string): boolean {
  if (GENERATED_ROOTS.some((root) => path.startsWith(root))) return true;
  if (!path.includes('/')) return (names ??= repositoryNames()).has(path);
  return existsSync(join(ROOT, path));
}

/** Paths cited in the diagram, written as modules without their extension (`lib/content/find-files`). */
function diagramPaths(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    [...block.matchAll(/(?<![\w/.])((?:app|components|lib|scripts|sw|e2e|content)\/[\w.[\]/-]*[\w\]])/g)].map(
      (match) => match[1]!,
    ),
  );
}

/** True when a diagram path names a folder or a file, with or without its extension. */
function modulePathExists(path: string): boolean {
  if (path.includes('*')) return pathExists(path.slice(0, path.indexOf('*')));
  return ['', '.ts', '.tsx', '.mjs', '.js'].some((extension) =>
    existsSync(join(ROOT, `${path}${extension}`)),
  );
}

/** The numbers of docs/SPEC.md's sections, from its `## N. Title` headings. */
function specSections(spec: string): Set<number> {
  return new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/**
 * Every section number cited as `SPEC.md section 4`, `SPEC.md sections 2 and 4` (also `, ` and
 * `or` between numbers) or `SPEC.md §4`.
 */
function citedSections(markdown: string): number[] {
  return [...markdown.matchAll(/SPEC\.md,? (?:sections?|§) ?(\d+(?:(?:, | and | or |, and )\d+)*)/g)].flatMap(
    (match) => match[1]!.split(/, and |, | and | or /).map(Number),
  );
}

/** The part of the document before `## Decisions`. */
function overview(markdown: string): string {
  const start = markdown.indexOf('\n## Decisions\n');
  if (start === -1) throw new Error('docs/ARCHITECTURE.md has no "## Decisions" section');
  return markdown.slice(0, start + 1);
}

interface DecisionRecord {
  title: string;
  /** The labels of the record's parts, in order. */
  parts: string[];
  /** Lines that are neither a part nor a continuation of one. */
  stray: string[];
}

/** Each `### ` record of the Decisions section with the labelled parts it has. */
function decisionRecords(markdown: string): DecisionRecord[] {
  const decisions = markdown.slice(markdown.indexOf('\n## Decisions\n') + '\n## Decisions\n'.length);
  return decisions
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const [title = '', ...lines] = block.split('\n');
      const parts: string[] = [];
      const stray: string[] = [];
      for (const line of lines) {
        const part = /^- \*\*(\w+)\.\*\* \S/.exec(line);
        if (part) parts.push(part[1]!);
        else if (line.trim() !== '' && !line.startsWith('  ')) stray.push(line);
      }
      return { title: title.trim(), parts, stray };
    });
}

describe('docs/ARCHITECTURE.md', () => {
  it('leaves out only folders that git ignores', () => {
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n');
    expect(GENERATED_ROOTS.filter((root) => !ignored.includes(root))).toEqual([]);
  });

  it('cites only paths that exist', () => {
    const paths = codeSpans(ARCHITECTURE).flatMap((span) => repositoryPath(span) ?? []);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !pathExists(path))).toEqual([]);
  });

  it('names only modules that exist in its data flow diagram', () => {
    const paths = diagramPaths(ARCHITECTURE);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !modulePathExists(path))).toEqual([]);
  });

  it('cites only sections that docs/SPEC.md has', () => {
    const sections = specSections(SPEC);
    const cited = citedSections(ARCHITECTURE);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((section) => !sections.has(section))).toEqual([]);
  });

  it('gives every decision record its context, choice and consequence, in that order', () => {
    const records = decisionRecords(ARCHITECTURE);
    expect(records.length).toBeGreaterThan(30);
    const incomplete = records.filter(
      (record) => record.parts.join(' ') !== 'Context Choice Consequence' || record.stray.length > 0,
    );
    expect(incomplete).toEqual([]);
  });

  it(`keeps the overview within ${MAX_OVERVIEW_LINES} lines`, () => {
    expect(overview(ARCHITECTURE).split('\n').length).toBeLessThanOrEqual(MAX_OVERVIEW_LINES);
  });

  // Each check must be able to fail: a bogus path, module, section or record is caught.
  describe('fails on', () => {
    it('a path that does not exist, and not on the exceptions', () => {
      const spans = codeSpans(
        'See `lib/nowhere.ts`, `nowhere.mjs`, `content/<section>/x.mdx`, `out/sw.js`, `/llms.txt`, `.mdx`, ' +
          '`next/link`, `text/markdown`, `node --test e2e/`, `content/**/*.mdx` and `` `x` ``.',
      );
      const paths = spans.flatMap((span) => repositoryPath(span) ?? []);
      expect(paths).toEqual(['lib/nowhere.ts', 'nowhere.mjs', 'content/', 'out/sw.js']);
      expect(paths.filter((path) => !pathExists(path))).toEqual(['lib/nowhere.ts', 'nowhere.mjs']);
    });

    it('a module in the diagram that does not exist', () => {
      const paths = diagramPaths(
        '```\ncontent/**/*.mdx\n  └─ lib/content/nowhere   x\n  └─ lib/content/order\n```\n',
      );
      expect(paths.filter((path) => !modulePathExists(path))).toEqual(['lib/content/nowhere']);
    });

    it('a section that docs/SPEC.md does not have', () => {
      expect(citedSections('docs/SPEC.md section 12, SPEC.md sections 2 and 4, SPEC.md §9')).toEqual([
        12, 2, 4, 9,
      ]);
      expect(specSections(SPEC).has(12)).toBe(false);
    });

    it('a record without one of its parts', () => {
      const records = decisionRecords(
        '## Decisions\n\n### A\n\n- **Context.** a\n- **Consequence.** c\n\n### B\n\n' +
          '- **Context.** a\n- **Choice.** b\n  more\n- **Consequence.** c\n',
      );
      expect(records.map((record) => record.parts.join(' '))).toEqual([
        'Context Consequence',
        'Context Choice Consequence',
      ]);
    });

    it('an overview over its limit', () => {
      expect(overview(`# A\n${'line\n'.repeat(300)}\n## Decisions\n`).split('\n').length).toBeGreaterThan(
        MAX_OVERVIEW_LINES,
      );
    });
  });
});
