import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Report } from './errors';
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

/** The alert types a page may use (`> [!TIP]`), as the writer's guide documents them. */
export const ALERT_TYPES = Object.keys(ALERT_LABELS) as AlertType[];

function isAlertType(type: string): type is AlertType {
  return Object.hasOwn(ALERT_LABELS, type);
}

/** The class of an alert's label paragraph, which also marks the blockquote as an alert for `alertLabel`. */
const LABEL_CLASS = 'alert-label';

// Any `[!word]` opening a blockquote is meant as an alert: a misspelt or oddly cased type
// (`[!Typo]`, `[!warn-ing]`) must fail the build rather than show its marker as text. Types
// are matched regardless of case, as GitHub does.
const MARKER = /^\[!([^\]\s]+)\][ \t]*(\r?\n)?/;

/**
 * Turns `> [!TIP]` blockquotes into `<aside class="alert alert-tip">` with a visible label;
 * each unknown type is reported with its line.
 */
export function applyAlerts(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'blockquote', (node) => {
    const first = node.children[0];
    if (first?.type !== 'paragraph') return;
    const text = first.children[0];
    if (text?.type !== 'text') return;
    const match = MARKER.exec(text.value);
    if (!match) return;
    const written = match[1] ?? '';
    const type = written.toUpperCase();
    if (!isAlertType(type)) {
      report(
        `unknown alert type [!${written}]; use one of ${Object.keys(ALERT_LABELS).join(', ')} (line ${lineOf(node, place)})`,
      );
      return;
    }
    text.value = text.value.slice(match[0].length);
    if (text.value === '') first.children.shift();
    if (first.children.length === 0) node.children.shift();
    const label: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'text', value: ALERT_LABELS[type] }],
      data: { hProperties: { className: [LABEL_CLASS] } },
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

/** The label of a blockquote `applyAlerts` made an alert (`Note`, `Tip`…), or undefined for a plain quote. */
export function alertLabel(node: Blockquote): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const classes = first.data?.hProperties?.className;
  if (!Array.isArray(classes) || !classes.includes(LABEL_CLASS)) return undefined;
  const text = first.children[0];
  return text?.type === 'text' ? text.value : undefined;
}
