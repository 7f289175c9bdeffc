import { Prose } from './Prose';
import { registerProse } from './prose-registry';

/** Renders a page body's HTML through `Prose` without putting the HTML in the page payload. */
export function PageBody({ id, html }: { id: string; html: string }) {
  registerProse(id, html);
  return <Prose id={id} />;
}
