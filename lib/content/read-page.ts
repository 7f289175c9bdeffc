import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseBody, type ParsedBody } from '../mdx/pipeline';
import { listAnchors, type Anchor } from './anchors';
import { PAGE_EXTENSION, urlForFile } from './find-files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import { collectInternalLinks, type InternalLink } from './collect-links';
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

function compilePage(source: string, path: string, relPath: string): ParsedPage {
  const { frontmatter, body, bodyLineOffset } = parseFrontmatter(source, path);
  const url = urlForFile(relPath);
  const place = { file: path, lineOffset: bodyLineOffset };
  const parsed = parseBody(body, place);
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
    links: collectInternalLinks(parsed.tree, path, url, bodyLineOffset),
  };
}
