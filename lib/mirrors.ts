import { LANGUAGE_MIRRORS } from './site';

/** The same page on each language mirror. */
export function mirrorLinks(pathname: string, hash = ''): { label: string; lang: string; href: string }[] {
  return LANGUAGE_MIRRORS.map(({ label, lang, origin }) => ({
    label,
    lang,
    href: `${origin}${pathname}${hash}`,
  }));
}
