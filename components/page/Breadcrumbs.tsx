import { breadcrumbListJsonLd, type Crumb } from '@/lib/content';
import { SITE_ORIGIN } from '@/lib/site';

/**
 * The trail above a page's title (Home › section › group › page) with the same trail as
 * `BreadcrumbList` structured data. The page itself is the last step, not a link.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  // `<` escaped so no title can close the script element early.
  const jsonLd = JSON.stringify(breadcrumbListJsonLd(trail, SITE_ORIGIN)).replace(/</g, '\\u003c');
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.title}`}>
              {current ? (
                <span aria-current="page">{crumb.title}</span>
              ) : crumb.url ? (
                <a href={crumb.url}>{crumb.title}</a>
              ) : (
                <span>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </nav>
  );
}
