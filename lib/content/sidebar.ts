import type { PageGroup } from '../site';
import type { Anchor } from './anchors';
import { isPrintablePage } from './order';
import type { ContentNode, DirectoryNode } from './types';

/** One entry of a section's sidebar: just what the sidebar renders, no page bodies. */
export interface SidebarItem {
  title: string;
  url: string;
  group?: PageGroup;
  sort?: number;
  /** The page's anchors when it is the page shown, else none: every page carries its sidebar. */
  anchors: Anchor[];
  children?: SidebarItem[];
}

/** Consecutive sidebar items that share a group label (none for ungrouped pages). */
export interface SidebarGroup {
  group?: PageGroup;
  items: SidebarItem[];
}

function toItem(node: ContentNode, currentUrl: string): SidebarItem | undefined {
  if (node.type === 'directory') {
    const children = node.children
      .map((child) => toItem(child, currentUrl))
      .filter((item) => item !== undefined);
    const [index, ...rest] = children;
    if (!index) return undefined;
    return { ...index, children: rest };
  }
  if (isPrintablePage(node)) return undefined;
  return {
    title: node.title,
    url: node.url,
    ...(node.group ? { group: node.group } : {}),
    ...(node.sort !== undefined ? { sort: node.sort } : {}),
    anchors: node.url === currentUrl ? node.anchors : [],
  };
}

/**
 * The sidebar of a section as shown on the page at `currentUrl`: its pages in site order,
 * grouped, printable pages left out, and the anchors of the current page only (a section's
 * sidebar is repeated on every one of its pages).
 */
export function buildSidebar(section: DirectoryNode, currentUrl: string): SidebarGroup[] {
  const groups: SidebarGroup[] = [];
  for (const child of section.children) {
    const item = toItem(child, currentUrl);
    if (!item) continue;
    const last = groups.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else groups.push({ ...(item.group ? { group: item.group } : {}), items: [item] });
  }
  return groups;
}
