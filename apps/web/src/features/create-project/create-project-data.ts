import { FilePlus, Import, type LucideIcon } from 'lucide-react';

export interface ProjectStart {
  id: string;
  title: string;
  description: string;
  action: string;
  icon: LucideIcon;
}

/** The two ways to begin a project (spec section 2, /create-project); neither works yet. */
export const PROJECT_STARTS: readonly ProjectStart[] = [
  {
    id: 'scratch',
    title: 'Start from Scratch',
    description: 'Begin with an empty project and add statements and sheets as you go.',
    action: 'Create blank project',
    icon: FilePlus,
  },
  {
    id: 'import',
    title: 'Import Existing Data',
    description: 'Bring in a bank statement or a spreadsheet you already keep.',
    action: 'Choose data to import',
    icon: Import,
  },
];

export interface SampleProject {
  name: string;
  source: string;
  updated: string;
}

/** Sample recent projects for the static mock, labelled as samples on the page. */
export const SAMPLE_RECENT_PROJECTS: readonly SampleProject[] = [
  { name: 'Household budget 2024', source: 'Google Sheet', updated: 'Updated 2 days ago' },
  { name: 'March current account', source: 'Bank statement (PDF)', updated: 'Updated 5 days ago' },
  { name: 'Freelance invoices', source: 'Excel workbook', updated: 'Updated 2 weeks ago' },
];
