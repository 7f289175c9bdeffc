import {
  buildSidebar,
  findSection,
  getContentTree,
  printableSections,
  printableUrl,
  type FileNode,
} from '@/lib/content';
import { MdxContent } from '../mdx/MdxContent';
import { Sidebar } from '../sidebar/Sidebar';
import { SidebarMobile } from '../sidebar/SidebarMobile';
import { Contributors } from './Contributors';
import { PageFooter } from './PageFooter';
import { ThirdPartyDisclaimer } from './ThirdPartyDisclaimer';

/** A documentation page: its section's sidebar beside the title, body and page footer. */
export function ContentPage({ page }: { page: FileNode }) {
  const tree = getContentTree();
  const section = findSection(tree.root, page.url);
  const printable =
    section && printableSections(tree.root).includes(section) ? printableUrl(section.name) : undefined;
  const body = tree.bodies.get(page.url) ?? '';
  return (
    <div className={section ? 'docs-layout' : 'docs-layout docs-layout-single'}>
      {section ? (
        <SidebarMobile>
          <Sidebar groups={buildSidebar(section)} currentUrl={page.url} printUrl={printable} />
        </SidebarMobile>
      ) : null}
      <main id="main-content" className="page">
        <article className="markdown">
          <h1>{page.title}</h1>
          <ThirdPartyDisclaimer page={page} />
          <MdxContent body={body} path={page.path} />
        </article>
        <PageFooter page={page} printUrl={printable} />
        <Contributors handles={page.contributors} />
      </main>
    </div>
  );
}
