import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from '../mdx/errors';
import { collectErrors } from './errors';
import type { ParsedPage } from './read-page';
import { APP_URLS } from './routes';

export interface LinkTargets {
  /** Heading ids of every page by url. */
  pageIds: ReadonlyMap<string, ReadonlySet<string>>;
  /** Generated urls that have no headings to link to (home, printable pages). */
  otherUrls: ReadonlySet<string>;
  /** Folder of static files (`public/`) that links like `/icons/icon.svg` point into. */
  publicDir?: string;
  /**
   * Urls of pages that could not be read: their own problems are reported, and their headings
   * are unknown, so links to them are not judged.
   */
  unreadUrls?: ReadonlySet<string>;
}

function checkLink(
  page: ParsedPage,
  path: string,
  hash: string | undefined,
  where: string,
  targets: LinkTargets,
) {
  if (targets.unreadUrls?.has(path)) return;
  const at = ` (${where})`;
  const href = `${path}${hash ? `#${hash}` : ''}`;
  if (!path.endsWith('/')) {
    if (!targets.publicDir || !existsSync(join(targets.publicDir, path))) {
      throw new ContentError(page.path, `link ${href} points to a file that does not exist${at}`);
    }
    return;
  }
  const ids = targets.pageIds.get(path);
  if (!ids) {
    if (targets.otherUrls.has(path) && !hash) return;
    const reason = targets.otherUrls.has(path)
      ? 'an anchor on a page without headings'
      : 'a page that does not exist';
    throw new ContentError(page.path, `link ${href} points to ${reason}${at}`);
  }
  if (hash && !ids.has(hash)) {
    throw new ContentError(page.path, `link ${href} points to an anchor that does not exist on ${path}${at}`);
  }
}

/** Every internal link and anchor of every page must land on something that exists. */
export function checkLinks(pages: readonly ParsedPage[], targets: LinkTargets): void {
  collectErrors(pages, (page) => {
    const related = (page.frontmatter.related ?? [])
      .filter((entry) => entry.url.startsWith('/'))
      .map((entry) => {
        const [path = '', hash] = entry.url.split('#', 2);
        return { path, hash, where: 'frontmatter related' };
      });
    const body = page.links.map((link) => ({ ...link, where: `line ${link.line ?? '?'}` }));
    collectErrors([...body, ...related], (link) =>
      checkLink(page, link.path, link.hash, link.where, targets),
    );
  });
}

/** The link targets of a set of pages plus the app's own urls (and the urls of pages that could not be read). */
export function linkTargets(
  pages: readonly ParsedPage[],
  generated: readonly string[],
  publicDir?: string,
  unreadUrls: readonly string[] = [],
): LinkTargets {
  return {
    pageIds: new Map(pages.map((page) => [page.url, page.ids])),
    otherUrls: new Set([...APP_URLS, ...generated]),
    ...(publicDir ? { publicDir } : {}),
    ...(unreadUrls.length > 0 ? { unreadUrls: new Set(unreadUrls) } : {}),
  };
}
