import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  Bell,
  CalendarClock,
  Cloud,
  GitCompareArrows,
  Grid2x2Check,
  History,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Spans two columns: the two headline features, which also make ten cards fill whole rows. */
  wide?: boolean;
}

/** The ten feature cards (spec section 2: "a features grid of 10 cards"). */
export const FEATURES: readonly Feature[] = [
  {
    title: 'True two-way sync',
    description:
      'Edit in Google Sheets or in Excel on your desktop. Changes flow both ways, so nobody has to ask which copy is current.',
    icon: ArrowLeftRight,
    wide: true,
  },
  {
    title: 'Cell-level change detection',
    description:
      'Sheetwise compares cell by cell, not file by file. Change one number and exactly one number moves.',
    icon: Grid2x2Check,
  },
  {
    title: 'Conflict resolution with visual diffs',
    description:
      'When both sides changed the same cell, see them side by side and keep the Google value, the Excel value, or pick by hand.',
    icon: GitCompareArrows,
  },
  {
    title: 'Data cleaner',
    description:
      'Remove duplicate rows, normalize dates and number formats, trim stray whitespace and fix capitalization before it syncs.',
    icon: Sparkles,
  },
  {
    title: 'Sync history and logs',
    description:
      'Every run is logged with duration, cells updated, conflicts and range, so you can answer "what changed?" in seconds.',
    icon: History,
  },
  {
    title: 'Background scheduler',
    description:
      'Sync manually when you are ready, or let Sheetwise run hourly or daily in the background while you work.',
    icon: CalendarClock,
  },
  {
    title: 'Notifications that matter',
    description:
      'Hear about failed runs and conflicts that need a decision. Stay quiet about everything that just worked.',
    icon: Bell,
  },
  {
    title: 'OneDrive support',
    description:
      'Workbooks saved in OneDrive sync just like local files, so your team can keep using the folders it already has.',
    icon: Cloud,
  },
  {
    title: 'Banking Assistant',
    description:
      'Upload a bank statement as PDF, CSV, XLS or XLSX and ask what you spent, where and when. Answers come with exact figures.',
    icon: MessageSquareText,
    wide: true,
  },
  {
    title: 'Secure by default',
    description:
      'Passwords hashed with argon2id, sessions in httpOnly cookies, and your files visible to your account alone.',
    icon: ShieldCheck,
  },
];
