import type { Blockquote, Paragraph, Root } from 'mdast';
import type { Node } from 'unist';
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
/** A GitHub alert type: `NOTE`, `TIP`… */
export type AlertType = keyof typeof ALERT_LABELS;

/** The alert types a page may use (`> [!TIP]`), as the writer's guide documents them. */
export const ALERT_TYPES = Object.keys(ALERT_LABELS) as AlertType[];

function isAlertType(type: string): type is AlertType {
  return Object.hasOwn(ALERT_LABELS, type);
}

/** The class of an alert's label paragraph in the HTML. */
const LABEL_CLASS = 'alert-label';

// Any `[!word]` opening a blockquote is meant as an alert: a misspelt or oddly cased type
// (`[!Typo]`, `[!warn-ing]`) must fail the build rather than show its marker as text. Types
// are matched regardless of case, as GitHub does.
const MARKER = /^\[!([^\]\s]+)\][ \t]*(\r?\n)?/;

/** A blockquote's `[!word]` marker: the type as written, and the text node that holds it. */
function markerOf(node: Blockquote) {
  const first = node.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const text = first.children[0];
  if (text?.type !== 'text') return undefined;
  const match = MARKER.exec(text.value);
  return match ? { written: match[1] ?? '', length: match[0].length, first, text } : undefined;
}

/** Reports each blockquote opening with a `[!word]` that is no alert type, with its line. */
export function checkAlerts(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'blockquote', (node) => {
    const marker = markerOf(node);
    if (!marker || isAlertType(marker.written.toUpperCase())) return;
    report(
      `unknown alert type [!${marker.written}]; use one of ${Object.keys(ALERT_LABELS).join(', ')} (line ${lineOf(node, place)})`,
    );
  });
}

/**
 * Rewrites each `> [!TIP]` blockquote of `tree`, a copy the caller owns (the parsed tree stays as
 * written): the marker goes, then `present` gives the alert the label readers see (`Tip`).
 */
export function presentAlerts(
  tree: Node,
  present: (alert: Blockquote, label: string, type: AlertType) => void,
): void {
  visit(tree, 'blockquote', (node: Blockquote) => {
    const marker = markerOf(node);
    const type = marker?.written.toUpperCase();
    if (!marker || type === undefined || !isAlertType(type)) return;
    const { first, text, length } = marker;
    text.value = text.value.slice(length);
    if (text.value === '') first.children.shift();
    if (first.children.length === 0) node.children.shift();
    present(node, ALERT_LABELS[type], type);
  });
}

/** An alert as the HTML shows it: `<aside class="alert alert-tip">` opening with its label. */
export function asideAlert(alert: Blockquote, label: string, type: AlertType): void {
  const labelParagraph: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'text', value: label }],
    data: { hProperties: { className: [LABEL_CLASS] } },
  };
  alert.children.unshift(labelParagraph);
  alert.data = {
    ...alert.data,
    hName: 'aside',
    // No aria-label: a labelled aside is a landmark, and a page may have many alerts.
    hProperties: { className: ['alert', `alert-${type.toLowerCase()}`] },
  };
}
