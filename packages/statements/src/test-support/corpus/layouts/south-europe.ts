import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** Spain and Italy: Importe/Saldo workbooks newest first, Dare/Avere, Valuta as value date. */
const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
const eu = (minor: number, sign: 'minus' | 'none' = 'minus') =>
  money(minor, { decimal: ',', group: '.', sign });

export const santander: TableLayout = {
  kind: 'table',
  name: 'es-santander-cuenta',
  country: 'ES',
  history: { region: 'es', currency: 'EUR' },
  formats: ['xlsx', 'xls'],
  nativeCells: true,
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      eu(e.amountMinor),
      eu(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Movimientos de la cuenta'],
        ['Cuenta', 'ES12 0049 1234 5612 3456 7890'],
        ['Divisa', 'EUR'],
        [],
        ['Fecha Operación', 'Fecha Valor', 'Concepto', 'Importe', 'Saldo'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bbva: TableLayout = {
  kind: 'table',
  name: 'es-bbva-cuenta',
  country: 'ES',
  history: { region: 'es', currency: 'EUR' },
  formats: ['xlsx'],
  nativeCells: true,
  // Two descriptions (concept and movement), the currency after the amount and the balance.
  sheet(history) {
    const movement = (kind: string) =>
      kind === 'shop'
        ? 'Pago con tarjeta'
        : kind === 'bill'
          ? 'Adeudo recibo'
          : 'Transferencia recibida';
    const rows = ordered(history, true).map((e) => [
      '',
      dmy(e.date),
      dmy(e.date),
      e.name,
      movement(e.kind),
      eu(e.amountMinor),
      'EUR',
      eu(e.balanceMinor),
      'EUR',
      '',
    ]);
    return {
      rows: [
        [],
        ['', 'Últimos movimientos'],
        [],
        [
          '',
          'F.Valor',
          'Fecha',
          'Concepto',
          'Movimiento',
          'Importe',
          'Divisa',
          'Disponible',
          'Divisa',
          'Observaciones',
        ],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, movement(e.kind)),
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const caixabank: TableLayout = {
  kind: 'table',
  name: 'es-caixabank-cuenta',
  country: 'ES',
  history: { region: 'es', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';' },
  // The currency glued to every amount and balance: `-12,34EUR`, `+1.234,56EUR`.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      e.name,
      dmy(e.date),
      money(e.amountMinor, { decimal: ',', group: '.', sign: 'plus', suffix: 'EUR' }),
      money(e.balanceMinor, { decimal: ',', group: '.', sign: 'plus', suffix: 'EUR' }),
    ]);
    return {
      rows: [['Concepto', 'Fecha', 'Importe', 'Saldo'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'EUR',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const intesa: TableLayout = {
  kind: 'table',
  name: 'it-intesa-conto',
  country: 'IT',
  history: { region: 'it', currency: 'EUR' },
  formats: ['xlsx'],
  nativeCells: true,
  // Operation and details apart, the account or card, a booking state, Valuta as a currency.
  sheet(history) {
    const operation = (kind: string) =>
      kind === 'shop'
        ? 'Pagamento tramite POS'
        : kind === 'bill'
          ? 'Addebito diretto'
          : 'Bonifico in entrata';
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      operation(e.kind),
      e.name,
      'Conto 1000/00012345',
      'CONTABILIZZATO',
      e.kind === 'shop' ? 'Spesa' : 'Altro',
      'EUR',
      eu(e.amountMinor),
    ]);
    return {
      rows: [
        ['Lista movimenti'],
        ['Conto corrente: 1000/00012345'],
        [`Periodo: dal ${dmy(history.start).text} al ${dmy(history.end).text}`],
        [],
        [
          'Data',
          'Operazione',
          'Dettagli',
          'Conto o carta',
          'Contabilizzazione',
          'Categoria ',
          'Valuta',
          'Importo',
        ],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => joinParts(operation(e.kind), e.name),
        currency: 'EUR',
        newestFirst: true,
      }),
    };
  },
};

export const unicredit: TableLayout = {
  kind: 'table',
  name: 'it-unicredit-conto',
  country: 'IT',
  history: { region: 'it', currency: 'EUR' },
  formats: ['csv', 'pdf'],
  csv: { delimiter: ';' },
  // Dare and Avere, dotted dates; "Valuta" is the value date, full of dates, not a currency.
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'DD.MM.YYYY'),
      day(e.date, 'DD.MM.YYYY'),
      e.name,
      e.amountMinor < 0 ? eu(e.amountMinor, 'none') : '',
      e.amountMinor > 0 ? eu(e.amountMinor, 'none') : '',
    ]);
    return {
      rows: [['Data', 'Valuta', 'Descrizione', 'Dare', 'Avere'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null }),
    };
  },
};

export const SOUTH_EUROPE = [santander, bbva, caixabank, intesa, unicredit];
