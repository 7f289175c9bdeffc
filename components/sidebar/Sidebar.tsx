import { sidebarGroupsHtml, type SidebarGroup } from '@/lib/content';
import { VersionSelector } from './VersionSelector';

interface SidebarProps {
  groups: readonly SidebarGroup[];
  currentUrl: string;
  printUrl?: string;
  /** Whether the section documents a webpack version (the blog does not), so the version selector applies. */
  versioned?: boolean;
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
      <div dangerouslySetInnerHTML={{ __html: sidebarGroupsHtml(groups, currentUrl) }} />
    </nav>
  );
}
