import type { StatementFile } from './model';

/** A set's files, generated in memory. */
export async function loadSet(which: 'seen' | 'unseen' | 'debug'): Promise<StatementFile[]> {
  if (which === 'debug') return (await import('../debug/set')).debugSet();
  if (which === 'unseen') return (await import('../unseen/set')).unseenSet();
  return (await import('../seen/set')).seenSet();
}
