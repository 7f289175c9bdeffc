import type { CSSProperties } from 'react';
import { getContentTree } from '@/lib/content';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { documentationSections, headerLinks } from '@/lib/navigation';
import { PAGE_TOP_ID, SOCIAL_LINKS, TOOLTIP, docSearchSettings } from '@/lib/site';
import { SearchButton } from '../search/SearchButton';
import { LanguageMenu } from './LanguageMenu';
import { ThemeToggle } from './ThemeToggle';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

/**
 * Site header: logo, main links, the documentation sections row and social links. Each route
 * renders it with its own url, so the active link is right in the static HTML (no client
 * code, and nothing to mismatch on the not-found page, whose url is only known to the browser).
 */
export function Header({ currentUrl }: { currentUrl?: string }) {
  const tree = getContentTree();
  const section = currentUrl?.split('/')[1] ?? '';
  const links = headerLinks(tree);
  const active = links.find((link) => link.sections.includes(section));
  const docSections = active?.subnav ? documentationSections(tree) : [];
  return (
    <header id={PAGE_TOP_ID} className="site-header">
      <div className="site-header-inner">
        <a href="/" className="site-logo" aria-label="webpack home">
          <Logo />
          <span className="site-logo-text">webpack</span>
        </a>
        <nav className="header-nav" aria-label="Main">
          {links.map((link) => (
            <a key={link.url} href={link.url} aria-current={link === active ? 'true' : undefined}>
              {link.title}
            </a>
          ))}
        </nav>
        <ul
          className="social-links"
          style={
            {
              '--tooltip-delay': `${TOOLTIP.delayMs}ms`,
              '--tooltip-fade': `${TOOLTIP.fadeMs}ms`,
            } as CSSProperties
          }
        >
          {SOCIAL_LINKS.map((link) => (
            <li key={link.url}>
              <a href={link.url} aria-label={`webpack on ${link.label}`} {...EXTERNAL_LINK_PROPS}>
                <SocialIcon name={link.icon} />
                <span className="tooltip" aria-hidden="true">
                  webpack on {link.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="header-controls">
          <SearchButton docSearch={docSearchSettings()} />
          <LanguageMenu pathname={currentUrl ?? '/'} />
          <ThemeToggle />
        </div>
        {docSections.length > 0 ? (
          <nav className="header-subnav" aria-label="Documentation sections">
            {docSections.map((doc) => (
              <a key={doc.url} href={doc.url} aria-current={doc.name === section ? 'page' : undefined}>
                {doc.title}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </header>
  );
}
