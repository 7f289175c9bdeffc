import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { identifyHeadings, listAnchors, type Anchor } from './anchors';
import { PAGE_EXTENSION, urlForFile } from './find-files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import { collectInternalLinks, type InternalLink } from './links';
import { parseMarkdown } from './markdown';

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
  body: string;
  anchors: Anchor[];
  /** Every heading id of the page, deeper levels included, for checking links. */
  ids: Set<string>;
  links: InternalLink[];
}

/** Reads and checks one page: frontmatter, MDX syntax, heading ids and link shapes. */
export function readPage(contentDir: string, relPath: string, displayRoot = 'content'): ParsedPage {
  const path = `${displayRoot}/${relPath}`;
  const source = readFileSync(join(contentDir, relPath), 'utf8');
  const { frontmatter, body, bodyLineOffset } = parseFrontmatter(source, path);
  const url = urlForFile(relPath);
  const tree = parseMarkdown(body, path, bodyLineOffset);
  const headings = identifyHeadings(tree, path);
  return {
    path,
    relPath,
    name: basename(relPath, PAGE_EXTENSION),
    size: Buffer.byteLength(source),
    url,
    frontmatter,
    body,
    anchors: listAnchors(headings),
    ids: new Set(headings.map((heading) => heading.id)),
    links: collectInternalLinks(tree, path, url, bodyLineOffset),
  };
}
