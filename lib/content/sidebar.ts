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
  anchors: Anchor[];
  children?: SidebarItem[];
}

/** Consecutive sidebar items that share a group label (none for ungrouped pages). */
export interface SidebarGroup {
  group?: PageGroup;
  items: SidebarItem[];
}

function toItem(node: ContentNode): SidebarItem | undefined {
  if (node.type === 'directory') {
    const children = node.children.map(toItem).filter((item) => item !== undefined);
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
    anchors: node.anchors,
  };
}

/** The sidebar of a section: its pages in site order, grouped, printable pages left out. */
export function buildSidebar(section: DirectoryNode): SidebarGroup[] {
  const groups: SidebarGroup[] = [];
  for (const child of section.children) {
    const item = toItem(child);
    if (!item) continue;
    const last = groups.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else groups.push({ ...(item.group ? { group: item.group } : {}), items: [item] });
  }
  return groups;
}
