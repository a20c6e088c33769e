/**
 * Kinds of fee a question may single out ("foreign transaction fees", "late fees"): the words
 * that ask for each, and how bank descriptions name it (`NON-GBP TRANS FEE`, `LATE PAYMENT FEE`).
 */
export type FeeKind = 'foreign' | 'late' | 'atm' | 'annual' | 'overdraft';

export const FEE_KINDS: readonly { kind: FeeKind; asked: RegExp; row: RegExp }[] = [
  {
    kind: 'foreign',
    asked: /\b(foreign|international|overseas|non ?sterling|non ?gbp|fx|cross ?border|currency)\b/,
    row: /NON-? ?(GBP|STERLING|EUR|USD)|FOREIGN|INTERNATIONAL|OVERSEAS|\bFX\b|CROSS.?BORDER|CURRENCY|\bFTF\b/,
  },
  { kind: 'late', asked: /\blate\b/, row: /\bLATE\b/ },
  { kind: 'atm', asked: /\b(atm|cash machine)\b/, row: /\bATM\b|CASH/ },
  { kind: 'annual', asked: /\b(annual|yearly)\b/, row: /ANNUAL|YEARLY|\bAMC\b/ },
  { kind: 'overdraft', asked: /\boverdraft\b/, row: /OVERDRAFT|\bOD\b/ },
];

/** Whether a row's description names the kind of fee. */
export function isFeeOfKind(description: string, kind: FeeKind): boolean {
  return (
    FEE_KINDS.find((entry) => entry.kind === kind)?.row.test(description.toUpperCase()) ?? false
  );
}
