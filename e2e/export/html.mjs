// Tiny readers for the few things the export checks look for in HTML.
/** Text of the HTML with its entities decoded. */
export const decodeText = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The text of <title>. */
export function titleOf(html) {
  return decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** The content of <meta name="..."> (or property="..."). */
export function metaOf(html, name) {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag ? decodeText(tag[1]) : undefined;
}

/** Every `<meta name="...">` content for a name (to catch duplicates). */
export function allMeta(html, name) {
  return [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
}

/** The href of the first <link rel="..."> matching. */
export function linkHref(html, rel) {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
}

// An attribute inside a tag: code blocks show markup as text, with `<` escaped, so an
// `href="…"` in a sample of HTML is not a link and an `id="…"` there is not an anchor.
const attributeInTag = (name) => new RegExp(`<[a-zA-Z][^<>]*?\\s${name}="([^"]*)"`, 'g');

/** Every href of a tag in the document. */
export function hrefs(html) {
  return [...html.matchAll(attributeInTag('href'))].map((m) => decodeText(m[1]));
}

/** Every id attribute of a tag in the document. */
export function ids(html) {
  return [...html.matchAll(attributeInTag('id'))].map((m) => decodeText(m[1]));
}
