import { DOC_VERSIONS, LANGUAGE_MIRRORS, VERSION_HOST } from './site';

/** The same page on each language mirror. */
export function mirrorLinks(pathname: string, hash = ''): { label: string; lang: string; href: string }[] {
  return LANGUAGE_MIRRORS.map(({ label, lang, origin }) => ({
    label,
    lang,
    href: `${origin}${pathname}${hash}`,
  }));
}

/** The same page in another documentation version; the current version has no other host. */
export function versionUrl(version: number, pathname: string): string | undefined {
  if (version === DOC_VERSIONS.current) return undefined;
  return `https://v${version}.${VERSION_HOST}${pathname}`;
}
