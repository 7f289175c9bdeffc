// The site as Markdown, following the llms.txt convention (https://llmstxt.org/): each page's
// Markdown beside its HTML, an index of every page, and every page in one file. All three come
// from the content tree, here and nowhere else; the export writes them (docs/ARCHITECTURE.md).
import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { formatPostDate } from './content/blog';
import { cachedRendering } from './content/page-cache';
import { isPrintablePage } from './content/order';
import { readingOrder, sections, sectionTitle } from './content/walk';
import type { ContentTree, FileNode } from './content/types';
import type { ParsedBody } from './mdx/pipeline';
import { bodyMarkdown as markdownOf, serializeMarkdown } from './mdx/to-markdown';
import {
  DEFAULT_DESCRIPTION,
  DOCUMENTATION_SECTIONS,
  LLMS_OTHER_PAGES,
  MARKDOWN_FILE,
  SITE_NAME,
  SITE_ORIGIN,
} from './site';

/** A page body as Markdown with the site's links absolute; kept in the page cache like its HTML. */
const bodyMarkdown = (body: ParsedBody): string =>
  cachedRendering(body, `markdown ${SITE_ORIGIN}`, () => markdownOf(body, SITE_ORIGIN));

/** The url of a page's Markdown: `/concepts/output/` → `/concepts/output/index.html.md`. */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl}${MARKDOWN_FILE}`;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const heading = (depth: 1 | 2, value: string): RootContent => ({
  type: 'heading',
  depth,
  children: [text(value)],
});
const link = (title: string, url: string): PhrasingContent => ({
  type: 'link',
  url: url.startsWith('/') ? `${SITE_ORIGIN}${url}` : url,
  children: [text(title)],
});
const list = (items: PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [{ type: 'paragraph', children }],
  })),
});

/**
 * The pages in reading order, grouped as readers meet them: the documentation sections in the
 * header's order, the other sections as the tree orders them, then the pages of no section.
 */
export function markdownSections(tree: ContentTree): { title: string; pages: FileNode[] }[] {
  const navigation: readonly string[] = DOCUMENTATION_SECTIONS;
  const rank = (name: string) => (navigation.includes(name) ? navigation.indexOf(name) : navigation.length);
  const grouped = sections(tree.root)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((section) => ({
      title: sectionTitle(tree, section),
      pages: readingOrder(section),
    }));
  const others = tree.root.children.filter(
    (child): child is FileNode => child.type === 'file' && !isPrintablePage(child),
  );
  return [...grouped, ...(others.length > 0 ? [{ title: LLMS_OTHER_PAGES, pages: others }] : [])];
}

/**
 * A page as Markdown: `# Title`, a blog post's date as its page shows it, the body (code fences
 * kept, alerts as labelled blockquotes, no HTML), then its Further Reading links. Links to the
 * site are absolute.
 */
export function pageMarkdown(tree: ContentTree, url: string): string {
  const page = tree.pages.get(url);
  const body = tree.bodies.get(url);
  if (!page || !body) throw new Error(`no page at ${url}`);
  const title: RootContent[] = [heading(1, page.title)];
  // The build allows a date on blog posts only (build-tree's checkBlogPosts), as the page shows it.
  if (page.date) {
    title.push({ type: 'paragraph', children: [text(formatPostDate(page.date))] });
  }
  const parts = [serializeMarkdown({ type: 'root', children: title }), bodyMarkdown(body)];
  if (page.related.length > 0) {
    const related: Root = {
      type: 'root',
      children: [
        heading(2, 'Further Reading'),
        list(page.related.map((entry) => [link(entry.title, entry.url)])),
      ],
    };
    parts.push(serializeMarkdown(related));
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** `/llms.txt`: the site's name, its one-line summary, then every page by section as `[Title](url): description`. */
export function llmsTxt(tree: ContentTree): string {
  const index: Root = {
    type: 'root',
    children: [
      heading(1, SITE_NAME),
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text(DEFAULT_DESCRIPTION)] }] },
      ...markdownSections(tree).flatMap(({ title, pages }) => [
        heading(2, title),
        list(
          pages.map((page) => [
            link(page.title, page.url),
            ...(page.description ? [text(`: ${page.description}`)] : []),
          ]),
        ),
      ]),
    ],
  };
  return `${serializeMarkdown(index)}\n`;
}

/** `/llms-full.txt`: every page's Markdown, in the order of `/llms.txt`. */
export function llmsFullTxt(tree: ContentTree): string {
  return markdownSections(tree)
    .flatMap(({ pages }) => pages.map((page) => pageMarkdown(tree, page.url)))
    .join('\n');
}
