import type { Element, ElementContent, Text } from 'hast';

/** A hast element, for HTML the site builds itself rather than parses. */
export const hastElement = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/** A hast text node. */
export const hastText = (value: string): Text => ({ type: 'text', value });
