import { decimal, figuresOf, joined, type Figures, type Ledger, type LedgerEntry } from './ledger';

export interface CamtOptions {
  /** camt.053.001.02 (`Sts` as text, `Cdtr/Nm`) or .08 (`Sts/Cd`, `Cdtr/Pty/Nm`). */
  version: '02' | '08';
  /** Every n-th entry books a batch of three payments as one entry. */
  batchEvery?: number;
  /** The opening balance's code: the opening booked balance, or the previous closing one. */
  openingCode: 'OPBD' | 'PRCD';
  /** Split the ledger over this many Stmt elements, as a file of daily statements is. */
  statements?: number;
  /** Namespace prefix on every element (`ns2:`), as some banks write it. */
  prefix?: string;
  /**
   * The message: a statement (053, the default), an intraday account report (052) or a debit and
   * credit notification (054, which carries no balances).
   */
  message?: CamtMessage;
}

export type CamtMessage = '052' | '053' | '054';

/** Each message's root element and the element of one account's part. */
export const CAMT_ELEMENTS: Record<CamtMessage, { root: string; part: string }> = {
  '052': { root: 'BkToCstmrAcctRpt', part: 'Rpt' },
  '053': { root: 'BkToCstmrStmt', part: 'Stmt' },
  '054': { root: 'BkToCstmrDbtCdtNtfctn', part: 'Ntfctn' },
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/**
 * A CAMT.053 document of the ledger. Each entry names its counterparty (the creditor of money
 * out, the debtor of money in) and its purpose in RmtInf/Ustrd; every `batchEvery`-th entry is a
 * batch of three payments booked as one amount, described as the reader must describe it. Each
 * Stmt carries opening and closing balances, and interim ones a reader must pass over.
 */
export function makeCamt(ledger: Ledger, options: CamtOptions): { text: string; figures: Figures } {
  const v08 = options.version === '08';
  const message = options.message ?? '053';
  const elements = CAMT_ELEMENTS[message];
  const p = options.prefix ?? '';
  const tag = (name: string, inner: string, attributes = '') =>
    `<${p}${name}${attributes}>${inner}</${p}${name}>`;
  const party = (role: string, name: string) =>
    tag(role, v08 ? tag('Pty', tag('Nm', escape(name))) : tag('Nm', escape(name)));
  const amount = (minor: number) =>
    tag('Amt', decimal(Math.abs(minor)), ` Ccy="${ledger.currency}"`) +
    tag('CdtDbtInd', minor < 0 ? 'DBIT' : 'CRDT');
  const descriptions: string[] = [];
  const entryXml = (entry: LedgerEntry, index: number) => {
    const out = entry.amountMinor < 0;
    const role = out ? 'Cdtr' : 'Dbtr';
    const batch = options.batchEvery !== undefined && index % options.batchEvery === 1;
    const status = v08 ? tag('Sts', tag('Cd', 'BOOK')) : tag('Sts', 'BOOK');
    const booked =
      index % 2 === 0 ? tag('Dt', entry.date) : tag('DtTm', `${entry.date}T10:15:00+01:00`);
    let details: string;
    if (batch) {
      const names = [entry.counterparty, 'Second Payee', 'Third Payee AG'];
      const first = Math.trunc(entry.amountMinor / 2);
      const parts = [first, Math.trunc((entry.amountMinor - first) / 2)];
      parts.push(entry.amountMinor - (parts[0] ?? 0) - (parts[1] ?? 0));
      details =
        tag('Btch', tag('NbOfTxs', '3')) +
        parts
          .map((part, at) =>
            tag(
              'TxDtls',
              tag(
                'AmtDtls',
                tag('TxAmt', tag('Amt', decimal(Math.abs(part)), ` Ccy="${ledger.currency}"`)),
              ) +
                tag('RltdPties', party(role, names[at] ?? '')) +
                tag('RmtInf', tag('Ustrd', `Batch part ${at + 1}`)),
            ),
          )
          .join('');
      descriptions.push(joined('SAMMLER', `Batch of 3 payments: ${names.join(', ')}`));
    } else {
      // A long purpose comes as two Ustrd lines, cut at a space, which the reader joins again.
      const cut = entry.purpose.indexOf(' ', 20);
      const ustrd =
        entry.purpose.length > 30 && cut > 0
          ? tag('Ustrd', escape(entry.purpose.slice(0, cut))) +
            tag('Ustrd', escape(entry.purpose.slice(cut + 1)))
          : tag('Ustrd', escape(entry.purpose));
      details = tag(
        'TxDtls',
        tag('Refs', tag('EndToEndId', entry.reference)) +
          tag(
            'RltdPties',
            party(role, entry.counterparty) + party(out ? 'Dbtr' : 'Cdtr', 'Account Holder'),
          ) +
          tag('RmtInf', ustrd),
      );
      descriptions.push(joined(entry.counterparty, entry.purpose));
    }
    return tag(
      'Ntry',
      tag('NtryRef', String(index + 1)) +
        amount(entry.amountMinor) +
        status +
        tag('BookgDt', booked) +
        tag('ValDt', tag('Dt', '2099-01-01')) +
        tag('AcctSvcrRef', `BANK${index + 1}`) +
        tag('BkTxCd', tag('Prtry', tag('Cd', 'NTRF'))) +
        tag('NtryDtls', details) +
        (batch ? tag('AddtlNtryInf', 'SAMMLER') : ''),
    );
  };
  const count = options.statements ?? 1;
  const size = Math.ceil(ledger.entries.length / count);
  let balance = ledger.openingMinor;
  const statements: string[] = [];
  for (let part = 0; part < count; part += 1) {
    const entries = ledger.entries.slice(part * size, (part + 1) * size);
    const opening = balance;
    for (const entry of entries) balance += entry.amountMinor;
    const first = entries[0]?.date ?? ledger.start;
    const last = entries[entries.length - 1]?.date ?? ledger.end;
    const balances =
      message === '054'
        ? []
        : ([
            [options.openingCode, opening, first],
            ['ITBD', 999_999, first],
            ['CLBD', balance, last],
            ['CLAV', balance - 5000, last],
          ] as const);
    statements.push(
      tag(
        elements.part,
        tag('Id', `STMT-${part + 1}`) +
          tag('CreDtTm', `${last}T23:00:00`) +
          tag(
            'FrToDt',
            tag('FrDtTm', `${part === 0 ? ledger.start : first}T00:00:00`) +
              tag('ToDtTm', `${last}T23:59:59`),
          ) +
          tag(
            'Acct',
            tag('Id', tag('IBAN', ledger.account)) +
              tag('Ccy', ledger.currency) +
              tag(
                'Svcr',
                tag('FinInstnId', v08 ? tag('BICFI', 'EXAMDEFFXXX') : tag('BIC', 'EXAMDEFFXXX')),
              ),
          ) +
          balances
            .map(([code, minor, date]) =>
              tag(
                'Bal',
                tag('Tp', tag('CdOrPrtry', tag('Cd', code))) +
                  amount(minor) +
                  tag('Dt', tag('Dt', date)),
              ),
            )
            .join('') +
          entries.map((entry, at) => entryXml(entry, part * size + at)).join('\n'),
      ),
    );
  }
  const namespace = `urn:iso:std:iso:20022:tech:xsd:camt.${message}.001.${options.version}`;
  const xmlns = p ? ` xmlns:${p.slice(0, -1)}="${namespace}"` : ` xmlns="${namespace}"`;
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${p}Document${xmlns} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `<${p}${elements.root}>`,
    tag('GrpHdr', tag('MsgId', 'MSG-1') + tag('CreDtTm', `${ledger.end}T23:00:00`)),
    ...statements,
    `</${p}${elements.root}>`,
    `</${p}Document>`,
    '',
  ].join('\n');
  const figures = figuresOf(ledger, descriptions);
  figures.period = [ledger.start, ledger.end];
  if (message === '054') {
    delete figures.opening;
    delete figures.closing;
  }
  return { text, figures };
}
