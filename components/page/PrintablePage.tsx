import { getContentTree, pageHtml, readingOrder, type DirectoryNode } from '@/lib/content';
import { PageBody } from '../mdx/PageBody';
import { PrintOnLoad } from './PrintOnLoad';

/** Every page of a section in reading order on one page, for printing. */
export function PrintablePage({ section }: { section: DirectoryNode }) {
  const tree = getContentTree();
  return (
    <main id="main-content" className="page printable">
      {readingOrder(section).map((page) => (
        <article key={page.url} className="markdown printable-page" aria-labelledby={`${page.name}--title`}>
          <h1 id={`${page.name}--title`}>{page.title}</h1>
          {/* Each page's heading ids get its name as a prefix so ids stay unique on the combined page. */}
          <PageBody id={`printable:${page.url}`} html={pageHtml(tree, page.url, `${page.name}--`)} />
        </article>
      ))}
      <PrintOnLoad />
    </main>
  );
}
