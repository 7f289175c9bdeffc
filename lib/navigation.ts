import { sections, sectionTitle } from './content/walk';
import type { ContentTree } from './content/types';
import { DOCUMENTATION_SECTIONS, FOOTER_LINKS, HEADER_LINKS, type LabelledLink } from './site';
import { isExternalUrl } from './links';

/** A documentation section as the header row and the home page show it. */
export interface NavSection {
  name: string;
  title: string;
  url: string;
}

/** A header link and the sections on whose paths it is active. */
export interface HeaderLink {
  title: string;
  url: string;
  sections: readonly string[];
  /** True when the link has the row of its sections under the header. */
  subnav: boolean;
}

/** True when a url of the site leads to a page of this build (with or without its slash). */
export function pageExists(tree: ContentTree, url: string): boolean {
  return tree.pages.has(url.endsWith('/') ? url : `${url}/`);
}

/** Documentation sections present in the tree, in sub-navigation order, labelled as the section row shows them. */
export function documentationSections(tree: ContentTree): NavSection[] {
  const present = new Map(sections(tree.root).map((section) => [section.name, section]));
  return DOCUMENTATION_SECTIONS.flatMap((name) => {
    const section = present.get(name);
    return section && tree.pages.has(section.url)
      ? [{ name, title: sectionTitle(tree, section), url: section.url }]
      : [];
  });
}

/** Header links whose page exists in this build, so the header never leads to a 404. */
export function headerLinks(tree: ContentTree): HeaderLink[] {
  return HEADER_LINKS.filter((link) => pageExists(tree, link.url));
}

/** Footer links that leave the site or lead to a page of this build. */
export function footerLinks(tree: ContentTree): LabelledLink[] {
  return FOOTER_LINKS.filter((link) => isExternalUrl(link.url) || pageExists(tree, link.url));
}
