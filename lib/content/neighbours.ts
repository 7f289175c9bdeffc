import type { DirectoryNode } from './types';
import { readingOrder, sections } from './walk';

/** Sets previous and next on every page of every section, following the sidebar order. */
export function linkNeighbours(root: DirectoryNode): void {
  for (const section of sections(root)) {
    const pages = readingOrder(section);
    pages.forEach((page, index) => {
      const previous = pages[index - 1];
      const next = pages[index + 1];
      if (previous) page.previous = { title: previous.title, url: previous.url };
      if (next) page.next = { title: next.title, url: next.url };
    });
  }
}
