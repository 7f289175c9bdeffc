import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError } from '../content/errors';
import { lineOf, type SourcePlace } from './place';

/** GitHub alert types and the label each aside shows. */
const ALERT_LABELS = {
  NOTE: 'Note',
  TIP: 'Tip',
  IMPORTANT: 'Important',
  WARNING: 'Warning',
  CAUTION: 'Caution',
} as const;
type AlertType = keyof typeof ALERT_LABELS;

const MARKER = /^\[!([A-Z]+)\][ \t]*(\r?\n)?/;

/**
 * Turns `> [!TIP]` blockquotes into `<aside class="alert alert-tip">` with a visible label;
 * an unknown type is a content error with its line.
 */
export function applyAlerts(tree: Root, place: SourcePlace): void {
  visit(tree, 'blockquote', (node) => {
    const first = node.children[0];
    if (first?.type !== 'paragraph') return;
    const text = first.children[0];
    if (text?.type !== 'text') return;
    const match = MARKER.exec(text.value);
    if (!match) return;
    const type = match[1] as AlertType;
    if (!(type in ALERT_LABELS)) {
      throw new ContentError(
        place.file,
        `unknown alert type [!${type}]; use one of ${Object.keys(ALERT_LABELS).join(', ')} (line ${lineOf(node, place)})`,
      );
    }
    text.value = text.value.slice(match[0].length);
    if (text.value === '') first.children.shift();
    if (first.children.length === 0) node.children.shift();
    const label: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'text', value: ALERT_LABELS[type] }],
      data: { hProperties: { className: ['alert-label'] } },
    };
    node.children.unshift(label);
    node.data = {
      ...node.data,
      hName: 'aside',
      // No aria-label: a labelled aside is a landmark, and a page may have many alerts.
      hProperties: { className: ['alert', `alert-${type.toLowerCase()}`] },
    };
  });
}
