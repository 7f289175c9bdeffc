/** Fetches `url` and resolves to its response, rejecting when the status is not 2xx (fetch itself only rejects on network errors). */
export async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}
