// Readers for what the export checks look for in HTML, on parse5's tree: attributes are found
// whatever their order, entities come decoded, and markup shown as text in a code block (its
// `<` escaped) is text, so an `href="…"` in a sample of HTML is not a link.
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'parse5';

/** @import { DefaultTreeAdapterMap } from 'parse5' */
/** @typedef {DefaultTreeAdapterMap['document']} Document */
/** @typedef {DefaultTreeAdapterMap['element']} Element */
/** @typedef {DefaultTreeAdapterMap['node']} Node */
/** @typedef {Document | Element} Root */

/**
 * The document tree of an HTML string. Parsed with scripting off, as a reader without
 * JavaScript gets it: a `<noscript>`'s content is then markup, with its links and ids.
 * @param {string} html
 * @returns {Document}
 */
export function parseHtml(html) {
  return parse(html, { scriptingEnabled: false });
}

/**
 * The child nodes of a node, a `<template>`'s being those of its content.
 * @param {Node} node
 * @returns {Node[]}
 */
function childrenOf(node) {
  if ('content' in node) return node.content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/**
 * Every element under `root`, in document order; with `tagName`, only those of that name.
 * @param {Root} root
 * @param {string} [tagName]
 * @returns {Element[]}
 */
export function elements(root, tagName) {
  /** @type {Element[]} */
  const found = [];
  /** @param {Node} node */
  const walk = (node) => {
    for (const child of childrenOf(node)) {
      if ('tagName' in child && (tagName === undefined || child.tagName === tagName)) found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/**
 * The attributes of an element, by name.
 * @param {Element} element
 * @returns {Record<string, string>}
 */
export function attributes(element) {
  return Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]));
}

/**
 * Whether `node` is an element named `tagName` with exactly the attributes `expected`, as a
 * pattern like `<p class="x">` accepted.
 * @param {Node | undefined} node
 * @param {string} tagName
 * @param {Record<string, string>} [expected]
 * @returns {node is Element}
 */
export function isElement(node, tagName, expected = {}) {
  return (
    node !== undefined &&
    'tagName' in node &&
    node.tagName === tagName &&
    isDeepStrictEqual(attributes(node), expected)
  );
}

/**
 * The elements named `tagName` under `root` that have at least the attributes `expected`, with those values.
 * @param {Root} root
 * @param {string} tagName
 * @param {Record<string, string>} [expected]
 */
export function elementsWith(root, tagName, expected = {}) {
  return elements(root, tagName).filter((element) => {
    const present = attributes(element);
    return Object.entries(expected).every(([name, value]) => present[name] === value);
  });
}

/**
 * The one element named `tagName` under `root` with the attributes `expected`; throws unless there is exactly one.
 * @param {Root} root
 * @param {string} tagName
 * @param {Record<string, string>} [expected]
 */
export function theElement(root, tagName, expected = {}) {
  const found = elementsWith(root, tagName, expected);
  const only = found[0];
  if (found.length !== 1 || !only)
    throw new Error(`${found.length} <${tagName}> elements with ${JSON.stringify(expected)}, not one`);
  return only;
}

/**
 * The child elements of an element, without its text and comments.
 * @param {Element} element
 * @returns {Element[]}
 */
export function childElements(element) {
  return childrenOf(element).filter((child) => 'tagName' in child);
}

/**
 * The elements after `element` under its parent, nearest first.
 * @param {Element} element
 * @returns {Element[]}
 */
export function elementsAfter(element) {
  const siblings = element.parentNode ? childrenOf(element.parentNode) : [];
  return siblings.slice(siblings.indexOf(element) + 1).filter((sibling) => 'tagName' in sibling);
}

/**
 * The text of a node and everything under it.
 * @param {Node} node
 * @returns {string}
 */
export function textOf(node) {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return childrenOf(node).map(textOf).join('');
}

/**
 * The text of an element that holds only text, or undefined if it holds an element: what a
 * pattern like `<h1>[^<]+</h1>` accepted.
 * @param {Element} element
 */
export function plainTextOf(element) {
  return childElements(element).length === 0 ? textOf(element) : undefined;
}

/**
 * The text of `<title>`.
 * @param {Root} root
 */
export function titleOf(root) {
  const [title] = elements(root, 'title');
  return title ? textOf(title) : '';
}

/**
 * The content of the first `<meta name="…">` (or `property="…"`) of that name.
 * @param {Root} root
 * @param {string} name
 */
export function metaOf(root, name) {
  const meta = elements(root, 'meta').find((element) => {
    const { name: named, property } = attributes(element);
    return named === name || property === name;
  });
  return meta && attributes(meta).content;
}

/**
 * Every `<meta name="…">` content for a name (to catch duplicates).
 * @param {Root} root
 * @param {string} name
 */
export function allMeta(root, name) {
  return elementsWith(root, 'meta', { name }).map((meta) => attributes(meta).content);
}

/**
 * The href of the first `<link rel="…">` of that rel.
 * @param {Root} root
 * @param {string} rel
 */
export function linkHref(root, rel) {
  const [link] = elementsWith(root, 'link', { rel });
  return link && attributes(link).href;
}

/**
 * Every href of an element under `root`.
 * @param {Root} root
 */
export function hrefs(root) {
  return elements(root).flatMap((element) => attributes(element).href ?? []);
}

/**
 * Every id of an element under `root`.
 * @param {Root} root
 */
export function ids(root) {
  return elements(root).flatMap((element) => attributes(element).id ?? []);
}
