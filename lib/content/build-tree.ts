import { statSync } from 'node:fs';
import { join } from 'node:path';
import { assembleTree, toFileNode } from './assemble';
import { isBlogPost } from './blog';
import { checkLinks, linkTargets } from './check-links';
import { ContentError } from '../mdx/errors';
import { collectErrors } from './errors';
import { findContentFiles } from './find-files';
import { linkNeighbours } from './neighbours';
import { readPage, type ParsedPage } from './read-page';
import { APP_URLS, printableSections, printableUrl } from './routes';
import type { ContentTree } from './types';

export interface BuildOptions {
  /** Folder of static files that content may link to. */
  publicDir?: string;
  /** Folder of the walkthrough guides' example projects that `example` frontmatter names. */
  examplesDir?: string;
  /** How paths are shown in errors and nodes; `content` for the real site. */
  displayRoot?: string;
  /** Reads one page (relative path); `getContentTree` passes one that reuses unchanged pages. */
  read?: (relPath: string) => ParsedPage;
}

function checkUniqueUrls(pages: readonly ParsedPage[], reserved: readonly string[]): void {
  const owners = new Map<string, string>(reserved.map((url) => [url, 'the app itself']));
  collectErrors(pages, (page) => {
    const owner = owners.get(page.url);
    if (owner) throw new ContentError(page.path, `duplicate url ${page.url}, also used by ${owner}`);
    owners.set(page.url, page.path);
  });
}

function checkExamples(pages: readonly ParsedPage[], examplesDir: string | undefined): void {
  collectErrors(pages, (page) => {
    const { example } = page.frontmatter;
    if (example === undefined) return;
    if (!examplesDir || !statSync(join(examplesDir, example), { throwIfNoEntry: false })?.isDirectory()) {
      throw new ContentError(
        page.path,
        `example ${example} names no folder under examples/: the StackBlitz link would lead nowhere`,
      );
    }
  });
}

/**
 * A blog post names the day it was published, its file name starts with that day, and its
 * description is its summary on the blog index and in the feed; no other page has a date.
 */
function checkBlogPosts(pages: readonly ParsedPage[]): void {
  collectErrors(pages, (page) => {
    const { date, description } = page.frontmatter;
    if (!isBlogPost(page)) {
      if (date !== undefined) throw new ContentError(page.path, 'date is only allowed on blog posts');
      return;
    }
    if (date === undefined) throw new ContentError(page.path, 'a blog post needs a date: YYYY-MM-DD');
    if (description === undefined) {
      throw new ContentError(
        page.path,
        'a blog post needs a description: its summary on the blog index and in the feed',
      );
    }
    if (!page.name.startsWith(`${date}-`)) {
      throw new ContentError(
        page.path,
        `the file name of a blog post starts with its date: ${date}-${page.name.replace(/^\d{4}-\d{2}-\d{2}-/, '')}.mdx`,
      );
    }
  });
}

/**
 * Reads every page under `contentDir` once and returns the checked content tree. Any
 * invalid page fails the whole build with each file and reason listed.
 */
export function buildContentTree(contentDir: string, options: BuildOptions = {}): ContentTree {
  const displayRoot = options.displayRoot ?? 'content';
  const read = options.read ?? ((relPath: string) => readPage(contentDir, relPath, displayRoot));
  const parsed = collectErrors(findContentFiles(contentDir), read);
  const files = parsed.map(toFileNode);
  const root = assembleTree(files, displayRoot);
  const printable = printableSections(root).map((section) => printableUrl(section.name));
  checkUniqueUrls(parsed, [...APP_URLS, ...printable]);
  checkExamples(parsed, options.examplesDir);
  checkBlogPosts(parsed);
  checkLinks(parsed, linkTargets(parsed, printable, options.publicDir));
  linkNeighbours(root);
  return {
    root,
    pages: new Map(files.map((file) => [file.url, file])),
    bodies: new Map(parsed.map((page) => [page.url, page.body])),
  };
}
