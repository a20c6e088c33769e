import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * Wave three, Latin America: BancoEstado's CuentaRUT cartola in whole pesos with a totals row
 * under the table, Bancolombia's headerless CSV with `yyyymmdd` dates and the account number in
 * the first column, BCP's text workbook with the currency named in words above the table.
 */
export const bancoEstado: TableLayout = {
  kind: 'table',
  name: 'cl-bancoestado-cuentarut',
  country: 'CL',
  history: { region: 'cl', currency: 'CLP', scale: 9 },
  formats: ['xlsx', 'pdf'],
  nativeCells: true,
  pdfExactWidths: true,
  // Whole pesos grouped with dots (so `129.582` is a hundred thousand), Cargos and Abonos apart, a
  // TOTALES row after the last movement.
  sheet(history) {
    const clp = (minor: number) => money(minor, { exponent: 0, group: '.', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      String(Number(e.reference) % 10_000_000).padStart(9, '0'),
      e.name,
      e.amountMinor < 0 ? clp(e.amountMinor) : '',
      e.amountMinor > 0 ? clp(e.amountMinor) : '',
      clp(e.balanceMinor),
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    return {
      rows: [
        ['BancoEstado'],
        ['Cartola Histórica CuentaRUT'],
        ['Titular: CAMILA ANDREA SOTO ROJAS', 'RUT: 15.432.876-K'],
        ['N° de Cuenta: 15432876', 'Moneda: CLP'],
        [`Desde: ${dmy(history.start).text}  Hasta: ${dmy(history.end).text}`],
        ['Fecha', 'N° Operación', 'Descripción', 'Cargos', 'Abonos', 'Saldo'],
        ...rows,
        ['', '', 'TOTALES', clp(out), clp(into), ''],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'CLP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bancolombia: TableLayout = {
  kind: 'table',
  name: 'co-bancolombia-ahorros',
  country: 'CO',
  history: { region: 'co', currency: 'COP', scale: 4000 },
  formats: ['csv'],
  csv: { eol: '\r\n' },
  // No header: account, branch, two empty fields around a `yyyymmdd` date, a signed amount with
  // a dot and no grouping, a transaction code, the description, and a trailing zero; newest first.
  sheet(history) {
    const code = (kind: string) => (kind === 'shop' ? '2940' : kind === 'bill' ? '3148' : '1102');
    const rows = ordered(history, true).map((e) => [
      '40512398765',
      '0085',
      '',
      day(e.date, 'YYYYMMDD'),
      '',
      money(e.amountMinor),
      code(e.kind),
      e.name,
      '0',
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const bcp: TableLayout = {
  kind: 'table',
  name: 'pe-bcp-ahorros',
  country: 'PE',
  history: { region: 'pe', currency: 'PEN', scale: 3.7 },
  formats: ['xls'],
  // Every cell text; newest first; Monto signed with comma groups; the currency named in words;
  // branch, operation number, time, user and UTC columns after the balance.
  sheet(history) {
    const pen = (minor: number) => money(minor, { group: ',' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = ordered(history, true).map((e, index) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      pen(e.amountMinor),
      pen(e.balanceMinor),
      e.kind === 'shop' ? '191 - Banca Movil' : '193 - Banca por Internet',
      String(Number(e.reference) % 10_000_000),
      `${String(7 + (index % 14)).padStart(2, '0')}:${String((index * 17) % 60).padStart(2, '0')}`,
      e.kind === 'shop' ? 'POS' : 'BPI',
      '-05:00',
      '',
    ]);
    return {
      rows: [
        ['Movimientos realizados'],
        ['Cuenta', 'Cuenta Ahorro Soles 191-34567812-0-41'],
        ['Moneda', 'Soles'],
        ['Saldo contable', pen(history.closingMinor)],
        [],
        [
          'Fecha',
          'Fecha valuta',
          'Descripción operación',
          'Monto',
          'Saldo',
          'Sucursal - agencia',
          'Operación - Número',
          'Operación - Hora',
          'Usuario',
          'UTC',
          'Referencia2',
        ],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'PEN',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_THREE_AMERICAS = [bancoEstado, bancolombia, bcp];
