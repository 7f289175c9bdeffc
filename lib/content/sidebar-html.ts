import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { hastElement as element, hastText as text } from '../mdx/hast';
import type { SidebarGroup, SidebarItem } from './sidebar';

/** A page of the sidebar; under the current page, its anchors or a disabled arrow; then its children. */
function itemElement(item: SidebarItem, currentUrl: string): Element {
  const current = item.url === currentUrl;
  const children: Element[] = [
    element('a', { href: item.url, className: ['sidebar-link'], ariaCurrent: current ? 'page' : undefined }, [
      text(item.title),
    ]),
  ];
  if (current)
    children.push(
      item.anchors.length > 0
        ? // A native disclosure: the anchor list opens and closes without JavaScript.
          element('details', { open: true }, [
            element('summary', { ariaLabel: `Sections of ${item.title}` }, []),
            element(
              'ul',
              { className: ['sidebar-anchors'] },
              item.anchors.map((anchor) =>
                element('li', { className: ['sidebar-anchor', `level-${anchor.level}`] }, [
                  element('a', { href: `${item.url}#${anchor.id}` }, [text(anchor.title)]),
                ]),
              ),
            ),
          ])
        : element(
            'button',
            {
              type: 'button',
              className: ['sidebar-arrow'],
              disabled: true,
              ariaLabel: `${item.title} has no sections`,
            },
            [],
          ),
    );
  if (item.children && item.children.length > 0)
    children.push(
      element(
        'ul',
        { className: ['sidebar-children'] },
        item.children.map((child) => itemElement(child, currentUrl)),
      ),
    );
  return element('li', { className: ['sidebar-item'] }, children);
}

/**
 * A section's groups of pages in the sidebar, as static HTML. The sidebar has no behaviour of
 * its own (its links are routed by one document listener, its anchor list is a native
 * disclosure), so React hydrates the groups as one element, and the page's payload carries this
 * string rather than an element tree for every page and anchor: a long reference page lists
 * about a hundred anchors.
 */
export function sidebarGroupsHtml(groups: readonly SidebarGroup[], currentUrl: string): string {
  return toHtml(
    groups.map((group) =>
      element('div', { className: ['sidebar-group'] }, [
        ...(group.group ? [element('h2', { className: ['sidebar-group-title'] }, [text(group.group)])] : []),
        element(
          'ul',
          {},
          group.items.map((item) => itemElement(item, currentUrl)),
        ),
      ]),
    ),
  );
}
