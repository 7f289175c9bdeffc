// Loads a page body in the browser, for a page reached by client-side navigation, whose
// payload names its Prose but does not carry the HTML. The body comes from the page's own
// exported document: the file a static host serves and the service worker precaches.
import { fetchOk } from '@/lib/fetch-ok';

const documents = new Map<string, Promise<Document>>();

function pageDocument(pathname: string): Promise<Document> {
  let loading = documents.get(pathname);
  if (!loading) {
    loading = fetchOk(pathname, { credentials: 'same-origin' })
      .then((response) => response.text())
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    // A failed load is forgotten, so a retry fetches again.
    loading.catch(() => documents.delete(pathname));
    documents.set(pathname, loading);
  }
  return loading;
}

/** Starts loading a page's document ahead of a click on a link to it. */
export function prefetchProse(pathname: string): void {
  pageDocument(pathname).catch(() => undefined);
}

/** The HTML of the Prose `id` on the page at `pathname`. */
export async function loadProse(pathname: string, id: string): Promise<string> {
  const document = await pageDocument(pathname);
  const prose = [...document.querySelectorAll<HTMLElement>('[data-prose]')].find(
    (element) => element.dataset.prose === id,
  );
  if (!prose) throw new Error(`${pathname} has no content ${id}`);
  return prose.innerHTML;
}
