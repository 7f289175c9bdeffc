// How the budget prints: sizes in KB and MB of 1024, and plain aligned tables.
export const KB = 1024;
export const MB = KB * KB;

/** `bytes` as kilobytes with one decimal. */
export const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** `bytes` as megabytes with two decimals. */
export const mb = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(2)} MB`;

const NUMERIC = /^[\d≥]/;

/**
 * Prints `title` and the rows under their headers; columns of figures are right-aligned.
 * @param {string} title
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const right = headers.map((_, column) =>
    rows.every((row) => !row[column] || NUMERIC.test(String(row[column]))),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, column) =>
        right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  for (const row of cells) console.log(line(row));
}
