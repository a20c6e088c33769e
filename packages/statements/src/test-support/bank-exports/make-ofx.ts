import { decimal, figuresOf, joined, type Figures, type Ledger } from './ledger';

export interface OfxOptions {
  /** OFX 1.02 SGML (leaf tags left open) or OFX 2.2 XML. */
  syntax: 'sgml' | 'xml';
  /** A bank account (BANKMSGSRSV1/STMTRS) or a credit card (CREDITCARDMSGSRSV1/CCSTMTRS). */
  kind: 'bank' | 'card';
}

/** OFX escapes `&` and `<` as SGML and XML do. */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A date in one of the shapes banks write: a day, a time, milliseconds, a zone. */
function ofxDate(iso: string, index: number): string {
  const day = iso.replace(/-/g, '');
  const shapes = [
    day,
    `${day}120000`,
    `${day}093000.000`,
    `${day}235959[-5:EST]`,
    `${day}000000[+1]`,
  ];
  return shapes[index % shapes.length] ?? day;
}

/**
 * An OFX download of the ledger: a sign-on, then one statement whose STMTTRN carry NAME (the
 * counterparty) and MEMO (the purpose), and a LEDGERBAL with the closing balance. OFX has no
 * opening balance, so the figures have none.
 */
export function makeOfx(ledger: Ledger, options: OfxOptions): { text: string; figures: Figures } {
  const xml = options.syntax === 'xml';
  const leaf = (name: string, value: string) =>
    xml ? `<${name}>${escape(value)}</${name}>` : `<${name}>${escape(value)}`;
  const transactions = ledger.entries.map((entry, index) =>
    [
      '<STMTTRN>',
      leaf('TRNTYPE', entry.amountMinor < 0 ? 'DEBIT' : 'CREDIT'),
      leaf('DTPOSTED', ofxDate(entry.date, index)),
      leaf('TRNAMT', decimal(entry.amountMinor)),
      leaf('FITID', entry.reference),
      leaf('NAME', entry.counterparty.slice(0, 32)),
      leaf('MEMO', entry.purpose),
      '</STMTTRN>',
    ].join('\n'),
  );
  const card = options.kind === 'card';
  const [messages, response, statement, from] = card
    ? ['CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS', 'CCACCTFROM']
    : ['BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM'];
  const account = card
    ? [leaf('ACCTID', ledger.account)]
    : [leaf('BANKID', '121000248'), leaf('ACCTID', ledger.account), leaf('ACCTTYPE', 'CHECKING')];
  const body = [
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS>',
    leaf('CODE', '0'),
    leaf('SEVERITY', 'INFO'),
    '</STATUS>',
    leaf('DTSERVER', '20240401120000'),
    leaf('LANGUAGE', 'ENG'),
    `<FI>${leaf('ORG', 'Example Bank')}${leaf('FID', '1001')}</FI>`,
    '</SONRS></SIGNONMSGSRSV1>',
    `<${messages}><${response}>`,
    leaf('TRNUID', '1'),
    `<STATUS>${leaf('CODE', '0')}${leaf('SEVERITY', 'INFO')}</STATUS>`,
    `<${statement}>`,
    leaf('CURDEF', ledger.currency),
    `<${from}>`,
    ...account,
    `</${from}>`,
    '<BANKTRANLIST>',
    leaf('DTSTART', ledger.start.replace(/-/g, '')),
    leaf('DTEND', ledger.end.replace(/-/g, '')),
    ...transactions,
    '</BANKTRANLIST>',
    `<LEDGERBAL>${leaf('BALAMT', decimal(ledger.closingMinor))}${leaf('DTASOF', ledger.end.replace(/-/g, ''))}</LEDGERBAL>`,
    `<AVAILBAL>${leaf('BALAMT', '1.00')}${leaf('DTASOF', ledger.end.replace(/-/g, ''))}</AVAILBAL>`,
    `</${statement}>`,
    `</${response}></${messages}>`,
    '</OFX>',
  ];
  const header = xml
    ? [
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
        '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      ]
    : [
        'OFXHEADER:100',
        'DATA:OFXSGML',
        'VERSION:102',
        'SECURITY:NONE',
        'ENCODING:USASCII',
        'CHARSET:1252',
        'COMPRESSION:NONE',
        'OLDFILEUID:NONE',
        'NEWFILEUID:NONE',
        '',
      ];
  const descriptions = ledger.entries.map((entry) =>
    joined(entry.counterparty.slice(0, 32), entry.purpose),
  );
  const figures = figuresOf(ledger, descriptions, { closing: true });
  figures.period = [ledger.start, ledger.end];
  return { text: [...header, ...body].join(xml ? '\n' : '\r\n'), figures };
}
