/** Fetches `url` and resolves to its response, rejecting when the status is not 2xx (fetch itself only rejects on network errors). */
export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  // Passed on only when given: callers and their tests see the same call as a plain fetch.
  const response = await (init === undefined ? fetch(url) : fetch(url, init));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}
