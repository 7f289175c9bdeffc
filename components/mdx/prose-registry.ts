// How a page body reaches the server render of <Prose> without being a prop. A prop of a
// client component is written into the page's React payload, which Next inlines in the HTML:
// the prose would be in every page twice. Next renders the server components and their HTML
// in one process (build and dev alike), so the server component leaves the HTML here, keyed
// by the Prose id, and Prose reads it while its HTML is rendered. In the browser the map is
// empty and Prose keeps the HTML it hydrates, or loads it (see load-prose.ts).
const REGISTRY_KEY = Symbol.for('webpack-docs.prose');

function registry(): Map<string, string> {
  const holder = globalThis as { [REGISTRY_KEY]?: Map<string, string> };
  return (holder[REGISTRY_KEY] ??= new Map());
}

/** Server side: the HTML the Prose with this id renders. */
export function registerProse(id: string, html: string): void {
  registry().set(id, html);
}

/** The HTML registered for a Prose id; undefined in the browser. */
export function registeredProse(id: string): string | undefined {
  return registry().get(id);
}
