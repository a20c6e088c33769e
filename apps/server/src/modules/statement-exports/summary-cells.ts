import type { ScalarValue } from '@sheetwise/sync';
import {
  reconciliationInWords,
  type ExportTotals,
  type FlowTotals,
} from '../transactions/export/export-totals';
import type { ExportSummary } from '../transactions/export/export-types';
import { toMajorUnits } from '../transactions/export/spreadsheet-cells';
import type { CellRow } from './destination';

const FLOW_HEADINGS = ['Currency', 'Money in', 'Money out', 'Net', 'Transactions'];
const NOT_KNOWN = 'Not known';

const flowCells = (flow: FlowTotals): ScalarValue[] => [
  flow.currency ?? '',
  toMajorUnits(flow.moneyInMinor, flow.currency),
  toMajorUnits(flow.moneyOutMinor, flow.currency),
  toMajorUnits(flow.moneyInMinor - flow.moneyOutMinor, flow.currency),
  flow.count,
];

/**
 * The Summary sheet's cells, the same facts as the XLSX download's Summary sheet: the period,
 * opening and closing balances, the balance check, money in and out, and totals by category
 * (money out as a positive sum beside money in; net is in minus out).
 */
export function summaryCells(summary: ExportSummary, totals: ExportTotals): CellRow[] {
  const balance = (minor: number | null) =>
    minor === null ? NOT_KNOWN : toMajorUnits(minor, summary.currency);
  const date = (iso: string | null) => (iso === null ? NOT_KNOWN : { date: iso });
  const perCurrency = totals.byCurrency();
  return [
    [summary.title],
    [],
    ['Period from', date(summary.periodStart)],
    ['Period to', date(summary.periodEnd)],
    ['Currency', summary.currency ?? NOT_KNOWN],
    ['Opening balance', balance(summary.openingBalanceMinor)],
    ['Closing balance', balance(summary.closingBalanceMinor)],
    ['Transactions', perCurrency.reduce((sum, flow) => sum + flow.count, 0)],
    ['Balance check', reconciliationInWords(summary.reconciliation)],
    [],
    ['Money in and out'],
    FLOW_HEADINGS,
    ...perCurrency.map(flowCells),
    [],
    ['By category'],
    ['Category', ...FLOW_HEADINGS],
    ...totals.byCategory().map((flow) => [flow.category, ...flowCells(flow)]),
  ];
}
