/**
 * The file a diff describes: removed lines dropped, `+` markers removed, and the leading
 * space of unchanged lines removed when the diff writes one (as unified diffs do).
 */
export function diffResult(diff: string): string {
  const lines = diff.split('\n').filter((line) => !line.startsWith('-'));
  const context = lines.filter((line) => !line.startsWith('+') && line.trim() !== '');
  const markerColumn = context.length > 0 && context.every((line) => line.startsWith(' '));
  return lines
    .map((line) => {
      if (line.startsWith('+')) return line.slice(1);
      return markerColumn && line.startsWith(' ') ? line.slice(1) : line;
    })
    .join('\n');
}
