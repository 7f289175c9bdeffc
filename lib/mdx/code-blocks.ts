import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { highlightCode } from './shiki';

/** Reads `name="..."` from a fence's meta: `title`, a runnable sample's `sample`, a guide's `example`. */
export function metaAttribute(meta: string | null | undefined, name: string): string | undefined {
  return meta ? new RegExp(`(?:^|\\s)${name}="([^"]+)"`).exec(meta)?.[1] : undefined;
}

/** True when a fence's meta holds the bare word `name`: `partial`, a sample's `run` or `output`. */
export function metaFlag(meta: string | null | undefined, name: string): boolean {
  return meta ? new RegExp(`(?:^|\\s)${name}(?:\\s|$)`).test(meta) : false;
}

/** Reads `title="..."` from a fence's meta. */
export function codeTitle(meta: string | undefined): string | undefined {
  return metaAttribute(meta, 'title');
}

/**
 * The older webpack major a fence was written for: `webpack="4"` marks a migration guide's
 * "before" configuration, which the content tests do not validate against the installed webpack.
 */
export function olderWebpackVersion(meta: string | null | undefined): string | undefined {
  return metaAttribute(meta, 'webpack');
}

/** Where a partial fence's configuration fragment belongs: `config="module.rules[]"`, or `"."` for the top level. */
export function configFragmentPlace(meta: string | null | undefined): string | undefined {
  return metaAttribute(meta, 'config');
}

/** Why a partial fence that shows configuration cannot be completed and validated: `noconfig="..."`. */
export function noConfigReason(meta: string | null | undefined): string | undefined {
  return metaAttribute(meta, 'noconfig');
}

/** The older-version label of a block's caption: `webpack 4` beside its file name. */
function versionLabel(version: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['code-version'] },
    children: [{ type: 'text', value: `webpack ${version}` }],
  };
}

/** The language a fence names, from the `language-*` class remark gives its `<code>`. */
function fenceLanguage(code: Element): string | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  return classes
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}

/**
 * The copy button of a code block. It is static markup: one delegated listener on the client
 * (`CodeCopy`) serves every block, so no block is hydrated.
 */
function copyButton(): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['copy-button'] },
    children: [
      { type: 'text', value: 'Copy' },
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['visually-hidden'] },
        children: [{ type: 'text', value: ' code' }],
      },
    ],
  };
}

/**
 * Turns every fenced block into `<figure class="code-block" data-language>` with a
 * `<figcaption>` when the fence names a file or an older webpack version, the code highlighted at build time, and a copy button.
 */
export function renderCodeBlocks(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre' || index === undefined || !parent) return;
    const code = node.children[0];
    if (code?.type !== 'element' || code.tagName !== 'code') return;
    const language = fenceLanguage(code);
    const meta = (code.data as { meta?: string } | undefined)?.meta;
    const title = codeTitle(meta);
    const version = olderWebpackVersion(meta);
    const children: ElementContent[] = [];
    if (title || version) {
      children.push({
        type: 'element',
        tagName: 'figcaption',
        properties: {},
        children: [
          ...(title ? [{ type: 'text' as const, value: title }] : []),
          ...(version ? [versionLabel(version)] : []),
        ],
      });
    }
    // remark keeps the fence's final newline; Shiki would show it as an empty last line.
    children.push(highlightCode(toString(code).replace(/\n$/, ''), language ?? 'text'), copyButton());
    parent.children[index] = {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['code-block'], ...(language ? { dataLanguage: language } : {}) },
      children,
    };
    return 'skip';
  });
}
