import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/** Brazil and Portugal: Nubank's plain CSVs, Itaú's workbook, CGD's Débito/Crédito with two balances. */
const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
const BRL = { region: 'br', currency: 'BRL' } as const;

export const nubankAccount: TableLayout = {
  kind: 'table',
  name: 'br-nubank-conta',
  country: 'BR',
  history: BRL,
  formats: ['csv'],
  // Dot decimals although Brazil writes commas; a UUID per row.
  sheet(history) {
    const rows = history.entries.map((e, index) => [
      dmy(e.date),
      money(e.amountMinor),
      `${(0x5f3a0000 + index * 7919).toString(16)}-1c2d-4e5f-8a9b-${e.reference}00000`,
      e.name,
    ]);
    return {
      rows: [['Data', 'Valor', 'Identificador', 'Descrição'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null }),
    };
  },
};

export const nubankCard: TableLayout = {
  kind: 'table',
  name: 'br-nubank-cartao',
  country: 'BR',
  history: { ...BRL, card: true },
  formats: ['csv'],
  // English headers in lower case, ISO dates, charges positive and payments negative.
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      e.kind === 'income' ? '' : e.kind === 'shop' ? 'supermercado' : 'serviços',
      e.kind === 'income' ? 'Pagamento recebido' : e.name,
      money(-e.amountMinor),
    ]);
    return {
      rows: [['date', 'category', 'title', 'amount'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => (e.kind === 'income' ? 'Pagamento recebido' : e.name),
        currency: null,
      }),
    };
  },
};

export const itau: TableLayout = {
  kind: 'table',
  name: 'br-itau-conta',
  country: 'BR',
  history: BRL,
  formats: ['xls', 'html'],
  // Balance lines ("SALDO DO DIA") between the rows, the unit in brackets in the headers.
  sheet(history) {
    const brl = (minor: number) => money(minor, { decimal: ',', group: '.' });
    const rows = history.entries.flatMap((e, index) => {
      const row = [dmy(e.date), e.name, '0123', brl(e.amountMinor), ''];
      const next = history.entries[index + 1];
      const endOfDay = !next || next.date !== e.date;
      return endOfDay ? [row, [dmy(e.date), 'SALDO DO DIA', '', '', brl(e.balanceMinor)]] : [row];
    });
    return {
      rows: [
        ['Extrato Conta Corrente'],
        ['Agência: 0123  Conta: 45678-9'],
        [],
        ['data', 'lançamento', 'ag./origem', 'valor (R$)', 'saldos (R$)'],
        [dmy(history.start), 'SALDO ANTERIOR', '', '', brl(history.openingMinor)],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'BRL',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const cgd: TableLayout = {
  kind: 'table',
  name: 'pt-cgd-ordem',
  country: 'PT',
  history: { region: 'es', currency: 'EUR' },
  formats: ['csv'],
  csv: { delimiter: ';', encoding: 'windows-1252' },
  // Movement and value dates, Débito/Crédito, an accounting and an available balance.
  sheet(history) {
    const pt = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      e.amountMinor < 0 ? pt(e.amountMinor) : '',
      e.amountMinor > 0 ? pt(e.amountMinor) : '',
      pt(e.balanceMinor),
      pt(e.balanceMinor),
      'Diversos',
    ]);
    return {
      rows: [
        ['Consultar saldos e movimentos à ordem'],
        ['Conta', '0123456789012 - EUR - Conta Caixa'],
        [`Data de início: ${dmy(history.start).text}`, `Data de fim: ${dmy(history.end).text}`],
        [],
        [
          'Data mov.',
          'Data valor',
          'Descrição',
          'Débito',
          'Crédito',
          'Saldo contabilístico',
          'Saldo disponível',
          'Categoria',
        ],
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

export const LUSOPHONE = [nubankAccount, nubankCard, itau, cgd];
