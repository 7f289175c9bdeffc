import { Prose } from './Prose';
import { registerProse } from './prose-registry';

/** Renders a page body's HTML through `Prose` without putting the HTML in the page payload. */
export function PageBody({ id, html }: { id: string; html: string }) {
  registerProse(id, html);
  return <Prose id={id} />;
}

/** Renders static HTML shown beside a page body (its outline) through `Prose`, outside the payload too. */
export function BesideBody({ id, html, className }: { id: string; html: string; className: string }) {
  registerProse(id, html);
  return <Prose id={id} className={className} quiet />;
}
