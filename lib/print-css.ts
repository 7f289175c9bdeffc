import { SITE_ORIGIN } from './site';

/**
 * The site's origin as a CSS custom property, inlined in every page: print.css prints it with
 * a site-relative link's path, so the address on paper is whole.
 */
export function siteOriginCss(origin: string = SITE_ORIGIN): string {
  return `:root{--site-origin:${JSON.stringify(origin)}}`;
}
