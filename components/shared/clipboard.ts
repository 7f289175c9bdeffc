/** Writes text to the clipboard; where the Clipboard API is missing (an insecure origin, say), through a selection. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = Object.assign(document.createElement('textarea'), { value: text });
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * Writes text that is still loading. Where the browser takes a `ClipboardItem` holding a
 * promise, the write starts within the click, as Safari requires (it refuses a clipboard write
 * once the click's activation has passed); elsewhere the text is awaited, then written.
 */
export async function writeClipboardWhenLoaded(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return writeClipboard(await text);
}
