import Link from 'next/link';
import { getContentTree, sections } from '@/lib/content';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { DOCUMENTATION_SECTIONS, SOCIAL_LINKS } from '@/lib/site';
import { HeaderNav, type NavSection } from './HeaderNav';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

/** The documentation sections that exist, each with its index page's title: all the header needs. */
function documentationSections(): NavSection[] {
  const tree = getContentTree();
  const present = new Set(sections(tree.root).map((section) => section.name));
  return DOCUMENTATION_SECTIONS.filter((name) => present.has(name)).flatMap((name) => {
    const index = tree.pages.get(`/${name}/`);
    return index ? [{ name, title: index.title, url: index.url }] : [];
  });
}

/** Site header: logo, main links, section row and social links. */
export function Header() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="site-logo" aria-label="webpack home">
          <Logo />
          <span className="site-logo-text">webpack</span>
        </Link>
        <HeaderNav docSections={documentationSections()} />
        <ul className="social-links">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                aria-label={`webpack on ${link.label}`}
                title={`webpack on ${link.label}`}
                {...EXTERNAL_LINK_PROPS}
              >
                <SocialIcon name={link.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
