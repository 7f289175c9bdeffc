import { cardRows, type ReferenceCard as Card } from '@/lib/reference/card-view';

/**
 * What the reference knows of a result's heading (kind, type or signature, defaults, release),
 * as a compact definition list inside the result, so it is part of the result's name.
 */
export function ReferenceCard({ card }: { card: Card }) {
  return (
    <dl className="search-card">
      {cardRows(card).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          {row.values.map((value, index) => (
            <dd key={index}>{value.code ? <code>{value.text}</code> : value.text}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
