import {
  blogPosts,
  breadcrumbsOf,
  buildSidebar,
  findSection,
  getContentTree,
  hasOutline,
  pageHtml,
  printableSections,
  printableUrl,
  type FileNode,
} from '@/lib/content';
import { BLOG, MAIN_CONTENT_ID } from '@/lib/site';
import { PageBody } from '../mdx/PageBody';
import { Sidebar } from '../sidebar/Sidebar';
import { SidebarPanel } from '../sidebar/SidebarPanel';
import { BlogPostList, PostDate } from './BlogPostList';
import { Breadcrumbs } from './Breadcrumbs';
import { Contributors } from './Contributors';
import { PageFooter } from './PageFooter';
import { PageOutline } from './PageOutline';
import { StackBlitzLink } from './StackBlitzLink';
import { ThirdPartyDisclaimer } from './ThirdPartyDisclaimer';

/** A documentation page: its section's sidebar beside the title, body and page footer. */
export function ContentPage({ page }: { page: FileNode }) {
  const tree = getContentTree();
  const section = findSection(tree.root, page.url);
  const printable =
    section && printableSections(tree.root).includes(section) ? printableUrl(section.name) : undefined;
  const outlined = hasOutline(page.anchors);
  const layoutClass = [
    'docs-layout',
    section ? '' : 'docs-layout-single',
    outlined ? 'docs-layout-outlined' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={layoutClass}>
      {section ? (
        <SidebarPanel>
          <Sidebar
            groups={buildSidebar(section, page.url)}
            currentUrl={page.url}
            printUrl={printable}
            versioned={section.url !== BLOG.url}
          />
        </SidebarPanel>
      ) : null}
      <main id={MAIN_CONTENT_ID} className="page">
        <article className="markdown">
          <Breadcrumbs trail={breadcrumbsOf(tree, page)} />
          <h1>{page.title}</h1>
          {page.date ? <PostDate date={page.date} /> : null}
          <ThirdPartyDisclaimer page={page} />
          {page.example ? <StackBlitzLink example={page.example} /> : null}
          {/* The posts first: a reader opens the blog for them, not for what it is about. */}
          {page.url === BLOG.url ? <BlogPostList posts={blogPosts(tree)} /> : null}
          <PageBody id={page.url} html={pageHtml(tree, page.url)} />
        </article>
        <PageFooter page={page} printUrl={printable} />
        <Contributors handles={page.contributors} />
      </main>
      {outlined ? <PageOutline url={page.url} anchors={page.anchors} /> : null}
    </div>
  );
}
