import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Heading } from 'mdast';
import { visit } from 'unist-util-visit';
import { filesUnder } from '../files';
import type { ParsedBody } from '../mdx/pipeline';
import type { ParsedPage } from './read-page';

// Parsing and rendering every page costs about 30 s a process, and a build has several: Next's
// workers, the Markdown writer, the checks. So a page is compiled once and kept on disk, keyed by
// its source and by the code that compiles it, and every later reader loads the result.

/**
 * Code and data whose change invalidates every compiled page: the content model, the Markdown
 * pipeline, the components' reference data, the site's constants and the locked packages (Shiki's
 * grammars and webpack, whose defaults the components show, among them).
 */
const PIPELINE_INPUTS = [
  'lib/content',
  'lib/mdx',
  'lib/reference',
  'data/since.json',
  'lib/site.ts',
  'package-lock.json',
];

/** The folder compiled pages are kept in: `.cache/content/` of the project, or `CONTENT_CACHE_DIR`. */
export function contentCacheRoot(): string {
  return process.env.CONTENT_CACHE_DIR ?? join(process.cwd(), '.cache', 'content');
}

function hash(...parts: string[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('hex').slice(0, 32);
}

/** The files of one of PIPELINE_INPUTS (a file, or a folder at any depth), relative to the project. */
function inputFiles(input: string): string[] {
  const path = join(process.cwd(), input);
  if (!existsSync(path)) return [];
  return statSync(path).isDirectory() ? filesUnder(path).map((file) => `${input}/${file}`) : [input];
}

let pipelineKey: string | undefined;

/** A hash of the compiling code, read once per process. */
export function contentPipelineKey(): string {
  pipelineKey ??= hash(
    ...PIPELINE_INPUTS.flatMap((input) =>
      inputFiles(input).flatMap((file) => [file, readFileSync(join(process.cwd(), file), 'utf8')]),
    ),
  );
  return pipelineKey;
}

/** This pipeline's folder: compiled pages of other code versions live beside it. */
export function contentCacheDir(): string {
  return join(contentCacheRoot(), contentPipelineKey());
}

/** Where the compile step writes every page's Markdown as `<url>index.html.md`, for the export to copy. */
export function markdownCacheDir(): string {
  return join(contentCacheDir(), 'markdown');
}

/** Writes through a temporary name, so a reader in another process never sees half a file. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(contentCacheDir(), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

// The cache key of each body read from the cache or compiled into it, for its rendered HTML.
const bodyKeys = new WeakMap<ParsedBody, string>();

/** A compiled page as JSON: its heading list without the node references, which JSON would copy. */
type StoredPage = Omit<ParsedPage, 'ids' | 'body'> & {
  ids: string[];
  body: Omit<ParsedBody, 'headings'> & { headings: Omit<ParsedBody['headings'][number], 'node'>[] };
};

function store(page: ParsedPage): string {
  const stored: StoredPage = {
    ...page,
    ids: [...page.ids],
    body: {
      ...page.body,
      headings: page.body.headings.map(({ title, id, level }) => ({ title, id, level })),
    },
  };
  return JSON.stringify(stored);
}

/** The stored page with each heading pointing at its node again (headings are listed in document order). */
function restore(text: string): ParsedPage {
  const stored = JSON.parse(text) as StoredPage;
  const nodes: Heading[] = [];
  visit(stored.body.tree, 'heading', (node: Heading) => {
    nodes.push(node);
  });
  if (nodes.length !== stored.body.headings.length) throw new Error('a compiled page lost its headings');
  const headings = stored.body.headings.map((heading, index) => ({ ...heading, node: nodes[index]! }));
  return { ...stored, ids: new Set(stored.ids), body: { ...stored.body, headings } };
}

/** True when this source was compiled by this code before: reading it costs no parsing. */
export function isPageCached(source: string, identity: string): boolean {
  return existsSync(join(contentCacheDir(), `${hash(identity, source)}.json`));
}

/** Where one rendering of a body is kept, or undefined for a body that did not come through the cache. */
function renderingFile(body: ParsedBody, renderingKey: string): string | undefined {
  const key = bodyKeys.get(body);
  return key === undefined ? undefined : join(contentCacheDir(), `${key}.${hash(renderingKey)}.txt`);
}

/** True when this rendering of the body is in the cache (a body read from the cache, rendered before). */
export function isRenderingCached(body: ParsedBody, renderingKey: string): boolean {
  const file = renderingFile(body, renderingKey);
  return file !== undefined && existsSync(file);
}

/**
 * The page at `relPath`, from the cache when this source was compiled by this code before,
 * else compiled by `compile` and stored. A page that fails to compile is never stored, so its
 * errors are reported every time.
 */
export function cachedPage(source: string, identity: string, compile: () => ParsedPage): ParsedPage {
  const key = hash(identity, source);
  const file = join(contentCacheDir(), `${key}.json`);
  const known = readIfPresent(file);
  let page: ParsedPage | undefined;
  if (known !== undefined) {
    try {
      page = restore(known);
    } catch {
      // A file from an interrupted or older writer: compile the page again.
    }
  }
  if (!page) {
    page = compile();
    writeAtomically(file, store(page));
  }
  bodyKeys.set(page.body, key);
  return page;
}

/**
 * One rendering of a body (its HTML with given options, its Markdown), named by `renderingKey`:
 * from the cache, else made by `render` and stored.
 */
export function cachedRendering(body: ParsedBody, renderingKey: string, render: () => string): string {
  const file = renderingFile(body, renderingKey);
  if (file === undefined) return render();
  const known = readIfPresent(file);
  if (known !== undefined) return known;
  const html = render();
  writeAtomically(file, html);
  return html;
}
