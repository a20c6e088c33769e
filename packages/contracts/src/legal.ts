/** What the Terms and the Privacy Policy promise (spec section 9), so the pages never disagree. */
export const LEGAL_LAST_UPDATED = 'June 2, 2024';
export const MINIMUM_AGE_YEARS = 18;
export const FEE_CHANGE_NOTICE_DAYS = 10;
export const DATA_DELETION_DAYS = 30;
export const BACKUP_DELETION_DAYS = 90;
export const LIABILITY_CAP_INR = 5000;
export const LIABILITY_LOOKBACK_MONTHS = 12;
