import { getContentTree, readingOrder, type DirectoryNode } from '@/lib/content';
import { MdxContent } from '../mdx/MdxContent';
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
          <MdxContent body={tree.bodies.get(page.url) ?? ''} path={page.path} idPrefix={`${page.name}--`} />
        </article>
      ))}
      <PrintOnLoad />
    </main>
  );
}
