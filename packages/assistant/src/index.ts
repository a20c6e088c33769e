export { answerQuestion, suggestQuestionsFor } from './answer-question';
export type { Answer, AnswerKind, AnswerReading, Chart, ChartPoint, PreviousTurn } from './types';
export { normalizeMerchant } from './merchants/normalize-merchant';
export { MERCHANTS, type MerchantRule } from './merchants/merchant-table';
export { categorize, movesOwnMoneyLabel, type Categorized } from './categories/categorize';
export { CATEGORIES, type CategoryId, type CategoryInfo } from './categories/category-table';
export { categoryAndChildren, isWithin } from './categories/hierarchy';
export { formatMoney, formatSignedMoney } from './format/format-money';
export { formatDate } from './format/format-date';
export { detectRecurring, type Frequency, type Series } from './statement/recurring';
export { buildView, viewOf, type Row, type StatementView } from './statement/view';
export {
  combineStatements,
  isCombined,
  type CombinedStatement,
  type NamedStatement,
} from './statement/combine';
export { rowsBehind, type StatementRows } from './statement/rows-behind';
export {
  applyCorrections,
  readMerchant,
  readingsByPosition,
  type Correction,
  type UserCorrections,
} from './statement/corrections';
export { statementInsights } from './insights/statement-insights';
export { transferMarks, TRANSFER_MARKS, type TransferMark } from './statement/transfer-marks';
