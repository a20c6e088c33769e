/**
 * Up to two letters for the avatar: the first and last words of the name, or the first letter of
 * an e-mail address's local part; 'U' (for User) when there is nothing to take them from.
 */
export function initials(name: string): string {
  const words = (name.split('@')[0] ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : '')).join('');
  return letters.toUpperCase() || 'U';
}
