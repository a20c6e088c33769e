import type { CategoryId } from './category-table';

/**
 * Description rules, tested on the upper-cased description. Two tiers, because some words say
 * what a payment *is* whoever it went to: a Flipkart refund is a refund, an ATM withdrawal is
 * cash, a card's foreign-transaction fee is a fee. Those rules (`BEFORE_MERCHANT`) win over the
 * merchant table's category; the keyword rules (`AFTER_MERCHANT`) only categorize rows whose
 * merchant the table does not know. `credits`/`debits` restrict a rule to one direction.
 */
export interface CategoryRule {
  category: CategoryId;
  pattern: RegExp;
  only?: 'credits' | 'debits';
}

export const BEFORE_MERCHANT: readonly CategoryRule[] = [
  {
    category: 'conversions',
    pattern:
      /CURRENCY CONVERSION|\bFX (?:CONVERSION|EXCHANGE)\b|\bPAYMENT (?:HOLD|RELEASE)\b|\bHOLD RELEASE\b|\bAUTHORI[SZ]ATION HOLD\b|\bRESERVE (?:HOLD|RELEASE)\b/,
  },
  {
    category: 'refunds',
    pattern:
      /\bREFUND|\bREV\b|\bREVERSAL|\bREVERSED|CASHBACK|CHARGEBACK|CASH REBATE|DEVOLUCI[OÓ]N|GUTSCHRIFT/,
    only: 'credits',
  },
  {
    category: 'fees',
    pattern:
      /\bCHRG|\bCHG\b|\bCHARGES?\b|\bFEES?\b|\bAMC\b|SMS ALERT|\bPENALTY|\bCOMMISSION|OVERDRAFT|ENTGELT|GEB(?:Ü|UE?)HR|\bCOMISI[OÓ]N/,
  },
  {
    category: 'interest',
    pattern: /\bINTEREST\b|\bINT\.? ?(PD|CR|PAID|CREDIT)\b|ZINSEN\b|\bINTERESES\b/,
  },
  {
    category: 'cash',
    pattern:
      /\bATM[DW]?(?![A-Z])|\bATW\b|CASH ?WDL|CASH WITHDRAWAL|\bNWD\b|(?:^|[-\s])CASH$|BANKOMAT|GELDAUTOMAT|REINTEGRO/,
  },
];

export const AFTER_MERCHANT: readonly CategoryRule[] = [
  { category: 'rent', pattern: /\bRENT\b|\bLANDLORD|\bLEASE\b/ },
  {
    category: 'income',
    pattern: /SALARY|PAYROLL|\bWAGES?\b|\bSAL\b|DIRECT DEP|PAYCHECK|STIPEND|N[OÓ]MINA|GEHALT/,
    only: 'credits',
  },
  {
    category: 'groceries',
    pattern:
      /GROCER|SUPERMARKET|HYPERMARKET|SUPERMART|KIRANA|\b(?:MINI ?)?MART\b|\bPANTRY|PROVISION|COLD STORAGE|FAIRPRICE/,
  },
  {
    category: 'dining',
    pattern:
      /RESTAURANT|\bCAFE|COFFEE|PIZZ|BURGER|\bGRILL|\bDINER\b|KITCHEN|\bPHO\b|SUSHI|BISTRO|BAKERY|\bTACO|\bEATS\b|\bFOOD(?:S|IE)?\b|DHABA|\bPUB\b|EATERY|\bDELI\b|\bGRUB\b|\bFEAST\b|CULINARY|DRIVE[- ]?THRU|CANTEEN|BRASSERIE|HAWKER/,
  },
  {
    category: 'subscriptions',
    pattern: /SUBSCRIPTION|MEMBERSHIP|PREMIUM|STREAMING/,
  },
  {
    category: 'utilities',
    pattern:
      /RECHARGE|PREPAID|POSTPAID|BROADBAND|TELECOM|ELECTRICITY|\bELECTRIC\b|\bPOWER\b|WATER BILL|GAS BILL|UTILIT|\bDTH\b/,
  },
  {
    category: 'transport',
    pattern:
      /\bFUEL|PETROL|DIESEL|PARKING|\bTOLL|TAXI|\bCABS?\b|\bMETRO\b|RAILWAY|AIRLINE|AIRWAYS|FLIGHT|\bTRAIN|TRANSIT|AUTO PARTS|CAR ?WASH|\bBUS\b/,
  },
  {
    category: 'shopping',
    pattern: /\bSTORES?\b|\bSHOP\b|\bRETAIL|FASHION|ELECTRONICS|\bMALL\b/,
  },
  {
    category: 'transfers',
    pattern:
      /\bNEFT\b|\bIMPS\b|\bRTGS\b|TRANSFER|\bTFR\b|\bXFER\b|ZELLE|VENMO|STANDING ORDER|\bPYMT\b|PAYMENT.*THANK|AUTOPAY|365 ONLINE|BERWEISUNG|TRANSFERENCIA|TRASPASO|BIZUM/,
  },
];
