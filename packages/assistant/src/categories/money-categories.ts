import type { CategoryInfo } from './category-table';

/**
 * The categories of money that is not spent at a payee: earned, charged by the bank, taxed,
 * withdrawn, moved or given back. Part of `CATEGORIES`, kept apart only for length.
 */
export const MONEY_CATEGORIES: readonly CategoryInfo[] = [
  {
    id: 'income',
    label: 'Salary & income',
    words: ['salary', 'salaries', 'paycheck', 'paychecks', 'wages', 'payroll'],
    natural: 'in',
    labelWords: ['salário', 'nómina', 'gehalt', 'salaire', 'fizetés', 'munkabér', 'gaji', 'lohn'],
  },
  {
    id: 'fees',
    label: 'Fees & charges',
    words: ['bank charges', 'bank fees', 'service charges', 'charges', 'fees', 'fee'],
    natural: 'out',
    labelWords: [
      'tarifas',
      'comisiones',
      'gebühren',
      'frais',
      'commissioni',
      'díjak',
      'bankköltség',
      'opłaty',
    ],
  },
  {
    id: 'interest',
    label: 'Interest',
    words: ['interest'],
    natural: 'in',
    labelWords: [
      'juros',
      'zinsen',
      'intereses',
      'intérêts',
      'interessi',
      'odsetki',
      'kamat',
      'bunga',
    ],
  },
  {
    id: 'interest-charged',
    label: 'Interest charged',
    parent: 'interest',
    words: ['interest charges', 'interest charged', 'finance charges', 'finance charge'],
    natural: 'out',
  },
  {
    id: 'interest-earned',
    label: 'Interest earned',
    parent: 'interest',
    words: ['interest earned', 'interest received', 'interest income'],
    natural: 'in',
  },
  {
    id: 'taxes',
    label: 'Taxes',
    words: ['income tax', 'taxes', 'tax'],
    natural: 'out',
    labelWords: ['impostos', 'impuestos', 'steuern', 'impôts', 'adó'],
  },
  {
    id: 'cash',
    label: 'Cash withdrawals',
    words: ['cash withdrawals', 'cash withdrawal', 'atm withdrawals', 'atm', 'cash'],
    natural: 'out',
    labelWords: ['saque', 'bargeld'],
  },
  {
    id: 'transfers',
    label: 'Transfers',
    words: ['bank transfers', 'transfers', 'transfer', 'neft', 'imps', 'rtgs'],
    natural: 'out',
    labelWords: ['transferência', 'transferencia', 'überweisung', 'virement', 'átutalás'],
  },
  {
    id: 'refunds',
    label: 'Refunds',
    words: ['refunds', 'refund', 'refunded', 'reversals'],
    natural: 'in',
    labelWords: ['estorno', 'devolución', 'erstattung', 'remboursement', 'rimborso'],
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
  {
    id: 'other',
    label: 'Other',
    words: [],
    natural: 'out',
    labelWords: [
      'egyéb',
      'otros',
      'outros',
      'sonstiges',
      'autres',
      'altro',
      'overig',
      'inne',
      'lainnya',
      'その他',
    ],
  },
];
