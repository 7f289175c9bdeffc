import type { FileNode } from '@/lib/content';
import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { markdownUrl } from '@/lib/markdown';
import { SiteLink } from '../shared/SiteLink';
import { CopyPageButton } from './CopyPageButton';

/** Further Reading, edit, print and Markdown links, the Copy page button, and previous/next navigation of a page. */
export function PageFooter({ page, printUrl }: { page: FileNode; printUrl?: string }) {
  return (
    <>
      {page.related.length > 0 ? (
        <section className="further-reading" aria-labelledby="further-reading">
          <h2 id="further-reading">Further Reading</h2>
          <ul>
            {page.related.map((link) => (
              <li key={link.url}>
                <SiteLink href={link.url}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="page-actions">
        <a href={page.edit} {...EXTERNAL_LINK_PROPS}>
          Edit this page
        </a>
        {printUrl ? (
          <a href={printUrl} rel="nofollow" data-reload-document>
            Print document
          </a>
        ) : null}
        <a href={markdownUrl(page.url)} type="text/markdown">
          View as Markdown
        </a>
        <CopyPageButton markdownUrl={markdownUrl(page.url)} />
      </div>
      {page.previous || page.next ? (
        <nav className="page-nav" aria-label="Previous and next pages">
          {page.previous ? (
            <a href={page.previous.url} className="page-nav-previous" rel="prev">
              <span className="page-nav-label">Previous</span> {page.previous.title}
            </a>
          ) : null}
          {page.next ? (
            <a href={page.next.url} className="page-nav-next" rel="next">
              <span className="page-nav-label">Next</span> {page.next.title}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
