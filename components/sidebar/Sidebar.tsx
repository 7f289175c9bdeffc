import type { SidebarGroup, SidebarItem } from '@/lib/content';
import { VersionSelector } from './VersionSelector';

interface SidebarProps {
  groups: readonly SidebarGroup[];
  currentUrl: string;
  printUrl?: string;
  /** Whether the section documents a webpack version (the blog does not), so the version selector applies. */
  versioned?: boolean;
}

function Item({ item, currentUrl }: { item: SidebarItem; currentUrl: string }) {
  const current = item.url === currentUrl;
  return (
    <li className="sidebar-item">
      <a href={item.url} className="sidebar-link" aria-current={current ? 'page' : undefined}>
        {item.title}
      </a>
      {!current ? null : item.anchors.length > 0 ? (
        // A native disclosure: the anchor list opens and closes without JavaScript.
        <details open>
          <summary aria-label={`Sections of ${item.title}`} />
          <ul className="sidebar-anchors">
            {item.anchors.map((anchor) => (
              <li key={anchor.id} className={`sidebar-anchor level-${anchor.level}`}>
                <a href={`${item.url}#${anchor.id}`}>{anchor.title}</a>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <button
          type="button"
          className="sidebar-arrow"
          disabled
          aria-label={`${item.title} has no sections`}
        />
      )}
      {item.children && item.children.length > 0 ? (
        <ul className="sidebar-children">
          {item.children.map((child) => (
            <Item key={child.url} item={child} currentUrl={currentUrl} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The sidebar of a section: version selector, print link, its pages in groups, and the current page's anchors. */
export function Sidebar({ groups, currentUrl, printUrl, versioned = true }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label="Section pages">
      {versioned ? <VersionSelector /> : null}
      {printUrl ? (
        <a href={printUrl} className="sidebar-print" rel="nofollow" data-reload-document>
          Print Section
        </a>
      ) : null}
      {groups.map((group, index) => (
        <div key={group.group ?? `ungrouped-${index}`} className="sidebar-group">
          {group.group ? <h2 className="sidebar-group-title">{group.group}</h2> : null}
          <ul>
            {group.items.map((item) => (
              <Item key={item.url} item={item} currentUrl={currentUrl} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
