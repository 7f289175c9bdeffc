/**
 * Where an old url now lives, if it moved. The cache options were once documented on
 * `/configuration/other-options/`; their anchors (`#cache`, `#cachetype`, ...) now belong to
 * `/configuration/cache/`.
 */
export function legacyRedirect(pathname: string, hash: string): string | undefined {
  if (pathname === '/configuration/other-options/' && hash.startsWith('#cache')) {
    return `/configuration/cache/${hash}`;
  }
  return undefined;
}
