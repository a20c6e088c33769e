import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, esc } from './shared';

export function wellsFargo(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 9,
    account: 'wf',
    months: [
      [2026, 5],
      [2026, 6],
      [2026, 7],
    ],
    step: 1,
    perMonth: [18, 26],
    monthly: [
      { text: 'KAISER PERMANENT PAYROLL', min: 398_750, max: 398_750, in: true, day: 1 },
      { text: 'PG&E WEB ONLINE', min: 8_812, max: 16_430, day: 19 },
      { text: 'ESSEX PROPERTY RENT', min: 265_000, max: 265_000, day: 3 },
    ],
    everyday: [
      { text: 'SAFEWAY #1711 SAN JOSE CA', min: 1_150, max: 14_875, weight: 5 },
      { text: 'PEETS COFFEE #214', min: 425, max: 1_190, weight: 3 },
      { text: 'SHELL OIL 5744', min: 3_800, max: 7_900, weight: 2 },
      { text: 'TARGET T-1925', min: 999, max: 12_499, weight: 2 },
      { text: 'VENMO CASHOUT DANIEL PARK', min: 2_000, max: 20_000, in: true, weight: 1 },
    ],
  };
  const rows = makeHistory(spec);
  const dt = (d: string) => `${d.replace(/-/g, '')}120000[0:GMT]`;
  const amt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const body = [...rows]
    .reverse()
    .map((r, i) =>
      [
        '<STMTTRN>',
        `<TRNTYPE>${r.amountMinor < 0 ? 'DEBIT' : 'CREDIT'}`,
        `<DTPOSTED>${dt(r.date)}`,
        `<TRNAMT>${amt(r.amountMinor)}`,
        `<FITID>2026${String(900000 + i)}`,
        `<NAME>${esc(r.description.slice(0, 32))}`,
        `<MEMO>${esc(r.description)}`,
        '</STMTTRN>',
      ].join('\n'),
    );
  const ofx = [
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
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260801120000[0:GMT]<LANGUAGE>ENG<FI><ORG>WF<FID>3000</FI></SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD',
    '<BANKACCTFROM><BANKID>121000248<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>20260501120000[0:GMT]<DTEND>20260731120000[0:GMT]`,
    ...body,
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>8123.45<DTASOF>20260731120000[0:GMT]</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n');
  return [
    {
      fileName: 'Checking1.qfx',
      bytes: enc(ofx),
      account: 'wf',
      bank: 'Wells Fargo',
      country: 'United States',
      currency: 'USD',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Wells Fargo',
      period: { start: '2026-05-01', end: '2026-07-31' },
      layout: 'OFX 1.02 SGML (QFX), CURDEF USD, newest first',
      partyOf: (r: Row) => r.description.slice(0, 20),
    },
  ];
}
