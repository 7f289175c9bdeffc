import { PRINTABLE_SECTIONS } from '../site';
import type { ContentTree, DirectoryNode, FileNode } from './types';
import { sections } from './walk';

/** Urls the app owns outside content/: a page file may not take them. */
export const APP_URLS = ['/', '/app-shell/'] as const;

/** The printable url of a section. */
export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

/** Sections of the tree that get a combined printable page. */
export function printableSections(root: DirectoryNode): DirectoryNode[] {
  const names: readonly string[] = PRINTABLE_SECTIONS;
  return sections(root).filter((section) => names.includes(section.name));
}

export type ResolvedRoute = { kind: 'page'; page: FileNode } | { kind: 'printable'; section: DirectoryNode };

/** Maps a url to what it shows, or undefined when nothing lives there. */
export function resolveUrl(tree: ContentTree, url: string): ResolvedRoute | undefined {
  const page = tree.pages.get(url);
  if (page) return { kind: 'page', page };
  const section = printableSections(tree.root).find((s) => printableUrl(s.name) === url);
  return section ? { kind: 'printable', section } : undefined;
}

/** The url of a catch-all route's segments: `['concepts', 'output']` is `/concepts/output/`. */
export function urlFromSegments(segments: readonly string[]): string {
  return `/${segments.map(decodeURIComponent).join('/')}/`;
}

/** Segments of every generated url, for `generateStaticParams`. */
export function generatedSegments(tree: ContentTree): string[][] {
  const urls = [...tree.pages.keys(), ...printableSections(tree.root).map((s) => printableUrl(s.name))];
  return urls.filter((url) => url !== '/').map((url) => url.split('/').filter(Boolean));
}
