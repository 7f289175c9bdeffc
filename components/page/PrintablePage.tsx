import {
  getContentTree,
  printableHtml,
  printableTitleId,
  readingOrder,
  type DirectoryNode,
} from '@/lib/content';
import { MAIN_CONTENT_ID } from '@/lib/site';
import { PageBody } from '../mdx/PageBody';
import { PrintOnLoad } from './PrintOnLoad';

/** Every page of a section in reading order on one page, for printing. */
export function PrintablePage({ section }: { section: DirectoryNode }) {
  const tree = getContentTree();
  return (
    <main id={MAIN_CONTENT_ID} className="page printable">
      {readingOrder(section).map((page) => (
        <article key={page.url} className="markdown printable-page" aria-labelledby={printableTitleId(page)}>
          <h1 id={printableTitleId(page)}>{page.title}</h1>
          {/* Ids carry the page's prefix, and links within the section stay on this page. */}
          <PageBody id={`printable:${page.url}`} html={printableHtml(tree, section, page)} />
        </article>
      ))}
      <PrintOnLoad />
    </main>
  );
}
