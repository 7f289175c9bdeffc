import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ContentError, ContentErrors } from '../mdx/errors';
import { checkBody, type ParsedBody } from '../mdx/pipeline';
import { componentData } from '../reference/components';
import { listAnchors, type Anchor } from './anchors';
import { PAGE_EXTENSION, urlForFile } from './find-files';
import { checkFrontmatter, splitFrontmatter, type Frontmatter } from './frontmatter';
import { collectInternalLinks, type InternalLink } from './collect-links';
import { attempt } from './errors';
import { cachedPage, isPageCached } from './page-cache';

/** Everything learnt from one page file before it takes its place in the tree. */
export interface ParsedPage {
  /** Path shown in errors and edit links, e.g. `content/concepts/output.mdx`. */
  path: string;
  /** Path relative to the content folder. */
  relPath: string;
  name: string;
  size: number;
  url: string;
  frontmatter: Frontmatter;
  /** The body, parsed once: what search documents and rendering read. */
  body: ParsedBody;
  anchors: Anchor[];
  /** Every heading id of the page, deeper levels included, for checking links. */
  ids: Set<string>;
  links: InternalLink[];
}

/**
 * Reads and checks one page: frontmatter, MDX syntax, fences, alerts, heading ids and link
 * shapes. A page compiled before from the same source by the same code comes from the cache.
 */
export function readPage(contentDir: string, relPath: string, displayRoot = 'content'): ParsedPage {
  const path = `${displayRoot}/${relPath}`;
  const source = readFileSync(join(contentDir, relPath), 'utf8');
  return cachedPage(source, path, () => compilePage(source, path, relPath));
}

/** True when reading the page costs no parsing: it was compiled from this source by this code before. */
export function isPageCompiled(contentDir: string, relPath: string, displayRoot = 'content'): boolean {
  return isPageCached(readFileSync(join(contentDir, relPath), 'utf8'), `${displayRoot}/${relPath}`);
}

/**
 * Checks every part of a page that can be checked (frontmatter, url, body, link shapes) and
 * throws all their problems together.
 */
function compilePage(source: string, path: string, relPath: string): ParsedPage {
  const { data, body, bodyLineOffset } = splitFrontmatter(source, path);
  const problems: ContentError[] = [];
  const frontmatter = attempt(problems, () => checkFrontmatter(data, path));
  const url = attempt(problems, () => urlForFile(relPath));
  const report = (reason: string): void => {
    problems.push(new ContentError(path, reason));
  };
  // The body's problems do not stop its links from being checked; only a syntax error does.
  // Components and heading marks are computed for the page's url; a page without one has neither.
  const parsed = attempt(problems, () =>
    checkBody(body, { file: path, lineOffset: bodyLineOffset }, report, componentData(url ?? '')),
  );
  const links =
    parsed && url !== undefined
      ? attempt(problems, () => collectInternalLinks(parsed.tree, path, url, bodyLineOffset))
      : undefined;
  // A check that returned nothing threw its problems: the rest of the test only narrows the types.
  if (problems.length > 0 || !frontmatter || url === undefined || !parsed || !links) {
    throw new ContentErrors(problems);
  }
  return {
    path,
    relPath,
    name: basename(relPath, PAGE_EXTENSION),
    size: Buffer.byteLength(source),
    url,
    frontmatter,
    body: parsed,
    anchors: listAnchors(parsed.headings),
    ids: new Set(parsed.headings.map((heading) => heading.id)),
    links,
  };
}
