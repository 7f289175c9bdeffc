// What a reference card holds and how it reads: the data search's reference cards file carries
// for one reference heading (built by lib/reference/cards.ts), and the label and values of each
// row the dialog shows. Imports nothing, so the dialog's client code can use it.

/** Each mode's default of a configuration option whose default depends on the mode. */
export interface ModeDefaultValues {
  development: string;
  production: string;
  none: string;
}

/** What the reference knows about one heading: only what a card shows, fields left out when unknown. */
export interface ReferenceCard {
  /** What the heading names: `Configuration option`, `Hook`, `CLI flag`, … */
  kind: string;
  /** The type: an option's schema summarized, a loader-context member's, the value of a flag. */
  type?: string;
  /** The one default of an option. */
  default?: string;
  /** The defaults of an option whose default depends on the mode. */
  modes?: ModeDefaultValues;
  /** A hook's tapable class. */
  tapable?: string;
  /** A hook's argument types. */
  args?: string[];
  /** What a hook's taps return, when it reads it. */
  returns?: string;
  /** A flag's usage or a command's aliases, as the help screen writes them. */
  usage?: string;
  /** The webpack 5 release that added it, when later than 5.0. */
  since?: string;
  /** Deprecated, with what replaces it when known. */
  deprecated?: { replacement?: string };
}

/** Reference cards by the url of the search result they belong to (`/configuration/output/#outputpublicpath`). */
export type ReferenceCards = Record<string, ReferenceCard>;

/** One row of a card: its label and its values; `code` values are identifiers or types. */
export interface CardRow {
  label: string;
  values: { text: string; code: boolean }[];
}

const code = (text: string) => ({ text, code: true });
const prose = (text: string) => ({ text, code: false });

/** The rows a card shows, in order: kind, type or signature, default(s), release, deprecation. */
export function cardRows(card: ReferenceCard): CardRow[] {
  const rows: CardRow[] = [{ label: 'Kind', values: [prose(card.kind)] }];
  if (card.usage) rows.push({ label: 'Usage', values: [code(card.usage)] });
  if (card.tapable) rows.push({ label: 'Class', values: [code(card.tapable)] });
  if (card.args)
    rows.push({ label: 'Arguments', values: card.args.length ? card.args.map(code) : [prose('none')] });
  if (card.returns) rows.push({ label: 'Returns', values: [code(card.returns)] });
  if (card.type) rows.push({ label: 'Type', values: [code(card.type)] });
  if (card.default !== undefined) rows.push({ label: 'Default', values: [code(card.default)] });
  if (card.modes) {
    const { development, production, none } = card.modes;
    rows.push({
      label: 'Default',
      values: [`development: ${development}`, `production: ${production}`, `none: ${none}`].map(code),
    });
  }
  if (card.since) rows.push({ label: 'Since', values: [prose(`webpack ${card.since}`)] });
  if (card.deprecated) {
    const { replacement } = card.deprecated;
    rows.push({ label: 'Deprecated', values: [replacement ? code(`use ${replacement}`) : prose('yes')] });
  }
  return rows;
}
