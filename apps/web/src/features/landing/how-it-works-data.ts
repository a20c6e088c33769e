export interface Step {
  title: string;
  description: string;
}

/** The four steps, titled as in spec section 2. */
export const STEPS: readonly Step[] = [
  {
    title: 'Connect Accounts',
    description:
      'Sign in with Google and point Sheetwise at the Excel workbooks on your computer or in OneDrive.',
  },
  {
    title: 'Configure Settings',
    description:
      'Pair sheets and ranges, pick a schedule (manual, hourly or daily) and choose how conflicts are settled.',
  },
  {
    title: 'Smart Sync Engine',
    description:
      'Sheetwise compares both sides cell by cell, cleans what you asked it to, and moves only what changed.',
  },
  {
    title: 'Monitor & Resolve',
    description:
      'Follow every run in the sync history, get notified when a run needs you, and settle conflicts from a visual diff.',
  },
];
