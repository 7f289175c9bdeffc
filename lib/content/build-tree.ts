import { statSync } from 'node:fs';
import { join } from 'node:path';
import { assembleTree, toFileNode } from './assemble';
import { isBlogPost } from './blog';
import { checkLinks, linkTargets } from './check-links';
import { checkFile, ContentError, ContentErrors } from '../mdx/errors';
import { attempt, collectErrors } from './errors';
import { findContentFiles, urlForFile } from './find-files';
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
  collectErrors(pages, (page) =>
    checkFile(page.path, (report) => {
      const { date, description } = page.frontmatter;
      if (!isBlogPost(page)) {
        if (date !== undefined) report('date is only allowed on blog posts');
        return;
      }
      if (date === undefined) report('a blog post needs a date: YYYY-MM-DD');
      if (description === undefined) {
        report('a blog post needs a description: its summary on the blog index and in the feed');
      }
      if (date !== undefined && !page.name.startsWith(`${date}-`)) {
        report(
          `the file name of a blog post starts with its date: ${date}-${page.name.replace(/^\d{4}-\d{2}-\d{2}-/, '')}.mdx`,
        );
      }
    }),
  );
}

/**
 * Reads every page under `contentDir` once and returns the checked content tree. Any invalid
 * page fails the whole build with every problem of every file listed together, by file: the
 * pages that could be read are still checked against each other.
 */
export function buildContentTree(contentDir: string, options: BuildOptions = {}): ContentTree {
  const displayRoot = options.displayRoot ?? 'content';
  const read = options.read ?? ((relPath: string) => readPage(contentDir, relPath, displayRoot));
  const problems: ContentError[] = [];
  const parsed: ParsedPage[] = [];
  const unreadUrls: string[] = [];
  for (const relPath of findContentFiles(contentDir, problems)) {
    const page = attempt(problems, () => read(relPath));
    if (page) parsed.push(page);
    else {
      // A url that cannot be made is among the page's own problems, already reported by `read`.
      const url = attempt([], () => urlForFile(relPath));
      if (url !== undefined) unreadUrls.push(url);
    }
  }
  const files = parsed.map(toFileNode);
  const root = assembleTree(files, displayRoot);
  const printable = printableSections(root).map((section) => printableUrl(section.name));
  attempt(problems, () => checkUniqueUrls(parsed, [...APP_URLS, ...printable]));
  attempt(problems, () => checkExamples(parsed, options.examplesDir));
  attempt(problems, () => checkBlogPosts(parsed));
  attempt(problems, () => checkLinks(parsed, linkTargets(parsed, printable, options.publicDir, unreadUrls)));
  if (problems.length > 0) {
    // Stable: each file's problems keep the order its checks found them in.
    throw new ContentErrors(problems.toSorted((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)));
  }
  linkNeighbours(root);
  return {
    root,
    pages: new Map(files.map((file) => [file.url, file])),
    bodies: new Map(parsed.map((page) => [page.url, page.body])),
  };
}
