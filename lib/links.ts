/** True for links that leave the site and so open in a new tab. */
export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** A left click without modifier keys: one that follows a link in the same tab. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Attributes every external link carries. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** What a link click needs to be judged: the link's resolved href, target and download flag. */
export interface LinkFacts {
  href: string;
  target: string;
  download: boolean;
  /** The link asks for a document load (`data-reload-document`), e.g. a printable page that prints on load. */
  reloadDocument: boolean;
}

/**
 * The page a link opens when the site routes it client-side, or undefined when the browser
 * should follow it itself: another tab, a download or a document load asked for, another
 * origin, the page already shown (a hash link only scrolls), or a file rather than a page
 * (page urls end with a slash).
 */
export function clientRouteTarget(link: LinkFacts, currentHref: string): URL | undefined {
  if ((link.target && link.target !== '_self') || link.download || link.reloadDocument) return undefined;
  const current = new URL(currentHref);
  const url = new URL(link.href, current);
  if (url.origin !== current.origin) return undefined;
  if (url.pathname === current.pathname && url.search === current.search) return undefined;
  return url.pathname.endsWith('/') ? url : undefined;
}
