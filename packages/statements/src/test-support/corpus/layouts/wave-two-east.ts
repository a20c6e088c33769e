import { day, money } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave two, Japan, Korea and Israel: Rakuten Bank's Shift_JIS text with half-width katakana and
 * yen named by `(円)`, Shinhan's won columns marked `(원)`, Leumi's HTML table saved as `.xls`
 * with the balance `בש"ח`, Isracard's charges positive beside a `₪` currency column.
 */
const yen = (minor: number) => money(minor, { exponent: 0 });
const won = (minor: number) => money(minor, { exponent: 0, group: ',', sign: 'none' });

export const rakuten: TableLayout = {
  kind: 'table',
  name: 'jp-rakuten-futsu',
  country: 'JP',
  history: { region: 'jp', currency: 'JPY', scale: 1.5 },
  formats: ['csv'],
  csv: { encoding: 'shift_jis', eol: '\r\n' },
  // `yyyymmdd`, a signed amount and balance in whole yen, the kind glued to the payee.
  sheet(history) {
    const content = (e: Entry) =>
      e.kind === 'shop'
        ? `VISAデビット ${e.name}`
        : e.kind === 'bill'
          ? `口座振替 ${e.name}`
          : `振込入金 ${e.name}`;
    const rows = history.entries.map((e) => [
      day(e.date, 'YYYYMMDD'),
      yen(e.amountMinor),
      yen(e.balanceMinor),
      content(e),
    ]);
    return {
      rows: [['取引日', '入出金(円)', '取引後残高(円)', '入出金内容'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: content,
        currency: 'JPY',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const shinhan: TableLayout = {
  kind: 'table',
  name: 'kr-shinhan-jeochuk',
  country: 'KR',
  history: { region: 'kr', currency: 'KRW', scale: 13 },
  formats: ['xls', 'html'],
  // Dotted dates and a time column, newest first, `0` on the unused side, the memo apart.
  sheet(history) {
    const brief = (e: Entry) =>
      e.kind === 'shop' ? '체크카드' : e.kind === 'bill' ? '자동이체' : '모바일';
    const rows = ordered(history, true).map((e, index) => [
      day(e.date, 'YYYY.MM.DD'),
      `${String(8 + (index % 13)).padStart(2, '0')}:${String((index * 29) % 60).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
      brief(e),
      won(e.amountMinor < 0 ? e.amountMinor : 0),
      won(e.amountMinor > 0 ? e.amountMinor : 0),
      e.name,
      won(e.balanceMinor),
      e.kind === 'shop' ? '' : '강남중앙',
    ]);
    return {
      rows: [
        ['거래내역조회'],
        ['계좌번호', '110-123-456789'],
        [
          '조회기간',
          `${day(history.start, 'YYYY.MM.DD').text} ~ ${day(history.end, 'YYYY.MM.DD').text}`,
        ],
        [],
        ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)', '거래점명'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => joinParts(brief(e), e.name),
        currency: 'KRW',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const leumi: TableLayout = {
  kind: 'table',
  name: 'il-leumi-osh',
  country: 'IL',
  history: { region: 'il', currency: 'ILS', scale: 3.7 },
  formats: ['html', 'xlsx'],
  nativeCells: true,
  // Hebrew headers, two-digit years, debit and credit apart, shekels named in the balance header.
  sheet(history) {
    const ils = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YY'),
      day(e.date, 'DD/MM/YY'),
      e.name,
      e.reference,
      e.amountMinor < 0 ? ils(e.amountMinor) : '',
      e.amountMinor > 0 ? ils(e.amountMinor) : '',
      money(e.balanceMinor, { group: ',' }),
    ]);
    return {
      rows: [
        ['תנועות בחשבון'],
        ['מספר חשבון: 800-12345/67'],
        [`תקופה: ${day(history.start, 'DD/MM/YY').text} - ${day(history.end, 'DD/MM/YY').text}`],
        [],
        ['תאריך', 'תאריך ערך', 'תיאור', 'אסמכתא', 'בחובה', 'בזכות', 'היתרה בש"ח'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'ILS',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const isracard: TableLayout = {
  kind: 'table',
  name: 'il-isracard-card',
  country: 'IL',
  history: { region: 'il', currency: 'ILS', scale: 3.7, card: true },
  formats: ['xlsx'],
  nativeCells: true,
  // The deal's and the charge's amount and currency, charges positive, refunds negative, and
  // the month's total to be charged under the table.
  sheet(history) {
    const describe = (e: Entry) => (e.kind === 'income' ? 'זיכוי - החזר כספי' : e.name);
    const extra = (e: Entry) => (e.kind === 'bill' ? 'הוראת קבע' : '');
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      describe(e),
      money(-e.amountMinor),
      '₪',
      money(-e.amountMinor),
      '₪',
      e.reference,
      extra(e),
    ]);
    const total = -history.entries.reduce((sum, e) => sum + e.amountMinor, 0);
    return {
      rows: [
        ['פירוט עסקאות'],
        ['מסטרקארד - 4580', `מועד חיוב: 02/${day(history.end, 'MM/YYYY').text}`],
        [],
        [
          'תאריך רכישה',
          'שם בית עסק',
          'סכום עסקה',
          'מטבע עסקה',
          'סכום חיוב',
          'מטבע חיוב',
          "מס' שובר",
          'פירוט נוסף',
        ],
        ...rows,
        ['', 'סך חיוב בש"ח:', '', '', money(total), '₪', '', ''],
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => joinParts(describe(e), extra(e)),
        currency: 'ILS',
      }),
    };
  },
};

export const WAVE_TWO_EAST = [rakuten, shinhan, leumi, isracard];
