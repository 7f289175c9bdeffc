import { Prose } from './Prose';
import { registerProse } from './prose-registry';

interface PageBodyProps {
  id: string;
  /** Built at build time: a page body, or a part shown beside one (the outline). */
  html: string;
  /** The element's class; `prose` (a page body) unless given. */
  className?: string;
  /** For a part beside the body: no loading status, no scrolling to the url's anchor. */
  quiet?: boolean;
}

/** Renders build-time HTML through `Prose` without putting the HTML in the page payload. */
export function PageBody({ id, html, className, quiet }: PageBodyProps) {
  registerProse(id, html);
  // Only the props given: an undefined one would still be written into the payload.
  return <Prose id={id} {...(className ? { className } : {})} {...(quiet ? { quiet } : {})} />;
}
