import { getContentTree } from '@/lib/content';
import { footerLinks } from '@/lib/navigation';
import { CONTENT_LICENSE_URL, OPENJS_FOUNDATION_URL } from '@/lib/site';
import { SiteLink } from '../shared/SiteLink';

/** Site footer: the links of docs/SPEC-NOTES.md whose pages exist, and the content license. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {footerLinks(getContentTree()).map((link) => (
            <li key={link.label}>
              <SiteLink href={link.url}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-license">
        <SiteLink href={CONTENT_LICENSE_URL} className="license-badge">
          <span aria-hidden="true">cc</span> <span aria-hidden="true">by</span>
          <span className="visually-hidden">Creative Commons Attribution 4.0</span>
        </SiteLink>{' '}
        The content is available under the Creative Commons Attribution 4.0 International license. webpack is
        an <SiteLink href={OPENJS_FOUNDATION_URL}>OpenJS Foundation</SiteLink> project.
      </p>
    </footer>
  );
}
