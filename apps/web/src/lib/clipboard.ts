/**
 * Copies text with the async clipboard API, which every supported browser has in a secure context
 * (https, or localhost in local mode). Callers show the text itself when this rejects.
 */
export async function copyText(text: string): Promise<void> {
  if (!('clipboard' in navigator)) throw new Error('The clipboard is not available here');
  await navigator.clipboard.writeText(text);
}
