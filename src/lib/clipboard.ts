/**
 * Puts `text` on the clipboard. Text still to be fetched goes in as a ClipboardItem holding the
 * promise where the browser has one, so the write starts within the click (Safari refuses a write
 * made after an await); elsewhere it is written once fetched.
 */
export async function writeToClipboard(text: string | (() => Promise<string>)): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    const blob = text().then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      return await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } catch {
      // A browser whose ClipboardItem takes no promise: the text once fetched (a failed fetch fails here too).
      return navigator.clipboard.writeText(await (await blob).text());
    }
  }
  return navigator.clipboard.writeText(await text());
}
