/** A result url reduced to its path, query and anchor, so it works on any host and offline. */
export function pathOfUrl(url: string): string {
  const parsed = new URL(url, 'https://localhost');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
