/**
 * The categories the assistant knows, what a person calls them in a question, and which way
 * their money usually flows (so "how much interest?" means interest received).
 */

export type CategoryId =
  | 'groceries'
  | 'dining'
  | 'shopping'
  | 'subscriptions'
  | 'utilities'
  | 'transport'
  | 'rent'
  | 'income'
  | 'fees'
  | 'interest'
  | 'cash'
  | 'transfers'
  | 'refunds'
  | 'conversions'
  | 'other';

export interface CategoryInfo {
  id: CategoryId;
  label: string;
  /** Words and phrases in a question (lower case) that name this category. */
  words: string[];
  /** The direction asked about when a question names only the category. */
  natural: 'out' | 'in';
}

// Longer phrases are listed before the words they contain, because questions are matched in
// this order and a matched phrase is removed from the question.
export const CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 'groceries',
    label: 'Groceries',
    words: ['groceries', 'grocery', 'supermarkets', 'supermarket', 'food shopping'],
    natural: 'out',
  },
  {
    id: 'dining',
    label: 'Food & dining',
    words: [
      'food delivery',
      'eating out',
      'dining out',
      'dining',
      'restaurants',
      'restaurant',
      'takeaways',
      'takeaway',
      'takeout',
      'food',
      'meals',
    ],
    natural: 'out',
  },
  {
    id: 'shopping',
    label: 'Shopping',
    words: ['online shopping', 'shopping', 'clothes', 'clothing', 'electronics'],
    natural: 'out',
  },
  {
    id: 'subscriptions',
    label: 'Subscriptions & entertainment',
    words: ['subscriptions', 'subscription', 'entertainment', 'streaming'],
    natural: 'out',
  },
  {
    id: 'utilities',
    label: 'Telecom & utilities',
    words: [
      'phone bills',
      'phone bill',
      'gas bills',
      'gas bill',
      'mobile recharges',
      'mobile recharge',
      'recharges',
      'recharge',
      'telecom',
      'utilities',
      'utility',
      'electricity',
      'bills',
      'bill',
      'phone',
      'mobile',
      'internet',
    ],
    natural: 'out',
  },
  {
    id: 'transport',
    label: 'Transport',
    words: [
      'transportation',
      'transport',
      'travel',
      'commute',
      'taxis',
      'taxi',
      'cabs',
      'cab',
      'rides',
      'fuel',
      'petrol',
      'gas station',
      'gasoline',
      'gas',
      'trains',
      'train',
    ],
    natural: 'out',
  },
  { id: 'rent', label: 'Rent', words: ['rent', 'housing'], natural: 'out' },
  {
    id: 'income',
    label: 'Salary & income',
    words: ['salary', 'salaries', 'paycheck', 'paychecks', 'wages', 'payroll'],
    natural: 'in',
  },
  {
    id: 'fees',
    label: 'Fees & charges',
    words: ['bank charges', 'bank fees', 'service charges', 'charges', 'fees', 'fee'],
    natural: 'out',
  },
  { id: 'interest', label: 'Interest', words: ['interest'], natural: 'in' },
  {
    id: 'cash',
    label: 'Cash withdrawals',
    words: ['cash withdrawals', 'cash withdrawal', 'atm withdrawals', 'atm', 'cash'],
    natural: 'out',
  },
  {
    id: 'transfers',
    label: 'Transfers',
    words: ['bank transfers', 'transfers', 'transfer', 'neft', 'imps', 'rtgs'],
    natural: 'out',
  },
  {
    id: 'refunds',
    label: 'Refunds',
    words: ['refunds', 'refund', 'refunded', 'reversals'],
    natural: 'in',
  },
  {
    // Money moved between one's own balances or accounts, or held and let go: neither income
    // nor spending.
    id: 'conversions',
    label: 'Conversions & own transfers',
    words: [
      'currency conversions',
      'currency conversion',
      'conversions',
      'conversion',
      'holds',
      'own accounts',
    ],
    natural: 'out',
  },
  { id: 'other', label: 'Other', words: [], natural: 'out' },
];

export function categoryInfo(id: CategoryId): CategoryInfo {
  const found = CATEGORIES.find((category) => category.id === id);
  if (!found) throw new Error(`Unknown category ${id}`);
  return found;
}
