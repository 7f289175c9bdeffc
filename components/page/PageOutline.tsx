import { outlineHtml, type Anchor } from '@/lib/content';
import { OUTLINE } from '@/lib/site';
import { PageBody } from '../mdx/PageBody';
import { OutlineTracker } from './OutlineTracker';

/**
 * The "On this page" outline of wide screens (the stylesheet shows it from 1280 px): a link to
 * each level 2 and 3 heading and one back to the top, as static HTML outside the page payload;
 * a small client part marks the section being read.
 */
export function PageOutline({ url, anchors }: { url: string; anchors: readonly Anchor[] }) {
  return (
    <nav className="page-outline" aria-labelledby="page-outline-title">
      <p id="page-outline-title" className="page-outline-title">
        {OUTLINE.title}
      </p>
      <PageBody id={`${url}#outline`} html={outlineHtml(anchors)} className="page-outline-links" quiet />
      <OutlineTracker key={url} />
    </nav>
  );
}
