'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { DOCUMENTATION_SECTIONS } from '@/lib/site';

export interface NavSection {
  name: string;
  title: string;
  url: string;
}

const TOP_LINKS = [
  { title: 'Documentation', url: '/concepts/', sections: DOCUMENTATION_SECTIONS as readonly string[] },
  { title: 'Contribute', url: '/contribute/', sections: ['contribute'] },
  { title: 'Blog', url: '/blog/', sections: ['blog'] },
];

/** Top links with the active one marked, and the documentation sections row under them. */
export function HeaderNav({ docSections }: { docSections: readonly NavSection[] }) {
  const section = usePathname().split('/')[1] ?? '';
  const active = TOP_LINKS.find((link) => link.sections.includes(section));
  return (
    <>
      <nav className="header-nav" aria-label="Main">
        {TOP_LINKS.map((link) => (
          <Link key={link.url} href={link.url} aria-current={link === active ? 'true' : undefined}>
            {link.title}
          </Link>
        ))}
      </nav>
      {active?.title === 'Documentation' && docSections.length > 0 ? (
        <nav className="header-subnav" aria-label="Documentation sections">
          {docSections.map((doc) => (
            <Link key={doc.url} href={doc.url} aria-current={doc.name === section ? 'page' : undefined}>
              {doc.name === 'api' ? 'API' : doc.title}
            </Link>
          ))}
        </nav>
      ) : null}
    </>
  );
}
