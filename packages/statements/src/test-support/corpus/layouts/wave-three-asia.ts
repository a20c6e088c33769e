import { day, money, type DateCell, type MoneyCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave three, China, Vietnam, Taiwan and Hong Kong: Alipay's GBK bill with its ruled preamble,
 * padded fields, 收/支 marker and summary under the table; Vietcombank's sao kê with balances
 * above and below and a totals row; Cathay United's Minguo-year dates; Hang Seng's card PDF with
 * day-and-month dates and refunds marked `CR`.
 */
const clock = (e: Entry, index: number, separator = ' '): DateCell => ({
  text: `${e.date}${separator}${String(7 + (index % 15)).padStart(2, '0')}:${String((index * 19) % 60).padStart(2, '0')}:${String((index * 37) % 60).padStart(2, '0')}`,
  iso: e.date,
});

export const alipay: TableLayout = {
  kind: 'table',
  name: 'cn-alipay-zhangdan',
  country: 'CN',
  history: { region: 'cn', currency: 'CNY', scale: 7 },
  formats: ['csv'],
  csv: { encoding: 'gbk', eol: '\r\n', trailingDelimiter: true },
  // Newest first; fields padded with spaces and tabs; the amount unsigned beside 收入/支出.
  sheet(history) {
    const item = (e: Entry) =>
      e.kind === 'shop' ? '商品购买' : e.kind === 'bill' ? '生活缴费' : '转账收款';
    const kind = (e: Entry) => (e.kind === 'income' ? '即时到账交易' : '支付宝担保交易');
    const pad = (text: string, width: number) => text.padEnd(width, ' ');
    const rows = ordered(history, true).map((e, index) => {
      const when = clock(e, index);
      const padded: DateCell = { text: `${when.text}\t`, iso: when.iso };
      return [
        `2023${e.reference}${String(index).padStart(10, '0')}\t`,
        e.kind === 'shop' ? `T200P${e.reference}\t` : '',
        padded,
        padded,
        padded,
        pad('其他', 6),
        pad(kind(e), 10),
        pad(e.name, 16),
        pad(item(e), 12),
        money(Math.abs(e.amountMinor)),
        e.amountMinor < 0 ? '支出' : '收入',
        pad('交易成功', 8),
        money(0),
        money(0),
        '',
        e.amountMinor < 0 ? '已支出' : '已收入',
      ];
    });
    const out = history.entries.filter((e) => e.amountMinor < 0);
    const into = history.entries.filter((e) => e.amountMinor > 0);
    const total = (list: Entry[]) =>
      money(Math.abs(list.reduce((sum, e) => sum + e.amountMinor, 0))).text;
    return {
      rows: [
        ['支付宝交易记录明细查询'],
        ['账号:[zhang***@163.com]'],
        [`起始日期:[${history.start} 00:00:00]    终止日期:[${history.end} 23:59:59]`],
        ['---------------------------------交易记录明细列表------------------------------------'],
        [
          '交易号',
          '商家订单号',
          '交易创建时间',
          '付款时间',
          '最近修改时间',
          '交易来源地',
          '类型',
          '交易对方',
          '商品名称',
          '金额（元）',
          '收/支',
          '交易状态',
          '服务费（元）',
          '成功退款（元）',
          '备注',
          '资金状态',
        ],
        ...rows,
        ['------------------------------------------------------------------------------------'],
        [`共${history.entries.length}笔记录`],
        [`已收入:${into.length}笔,${total(into)}元`],
        ['待收入:0笔,0.00元'],
        [`已支出:${out.length}笔,${total(out)}元`],
        ['待支出:0笔,0.00元'],
        [`导出时间:[${history.end} 20:15:42]    用户:张伟`],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, item(e)),
        currency: 'CNY',
        newestFirst: true,
      }),
    };
  },
};

export const vietcombank: TableLayout = {
  kind: 'table',
  name: 'vn-vietcombank-taikhoan',
  country: 'VN',
  history: { region: 'vn', currency: 'VND', scale: 250 },
  formats: ['xlsx', 'html'],
  // Whole dong with comma groups; the opening balance above the table, a totals row and the
  // closing balance under it; a running number first.
  sheet(history) {
    const vnd = (minor: number) => money(minor, { exponent: 0, group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const rows = history.entries.map((e, index) => [
      String(index + 1),
      dmy(e.date),
      `${e.reference}.${String(index + 1).padStart(4, '0')}`,
      e.amountMinor < 0 ? vnd(e.amountMinor) : '',
      e.amountMinor > 0 ? vnd(e.amountMinor) : '',
      e.name,
    ]);
    const out = history.entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
    const into = history.entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);
    return {
      rows: [
        ['NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM'],
        ['SAO KÊ TÀI KHOẢN'],
        ['Số tài khoản:', '0011004123456'],
        ['Loại tiền:', 'VND'],
        ['Từ ngày:', dmy(history.start).text, 'Đến ngày:', dmy(history.end).text],
        ['Số dư đầu kỳ:', vnd(history.openingMinor)],
        [],
        ['STT', 'Ngày giao dịch', 'Số tham chiếu', 'Số tiền ghi nợ', 'Số tiền ghi có', 'Mô tả'],
        ...rows,
        ['', 'Tổng cộng', '', vnd(out), vnd(into), ''],
        ['Số dư cuối kỳ:', vnd(history.closingMinor)],
      ],
      header: 7,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'VND',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const cathay: TableLayout = {
  kind: 'table',
  name: 'tw-cathay-cunkuan',
  country: 'TW',
  history: { region: 'tw', currency: 'TWD', scale: 30, wholeUnits: true },
  formats: ['csv'],
  csv: { quote: 'all', bom: true, eol: '\r\n' },
  // Dates in the Minguo calendar (`113/03/05`), whole dollars, withdrawals and deposits apart,
  // the kind in 說明 and the other party in 備註, the currency code last.
  sheet(history) {
    // ISO 4217 gives the dollar two decimals, which Taiwanese statements leave off.
    const twd = (minor: number) => money(minor / 100, { exponent: 0, group: ',', sign: 'none' });
    const minguo = (iso: string): DateCell => {
      const [year = '', month = '', date = ''] = iso.split('-');
      return { text: `${Number(year) - 1911}/${month}/${date}`, iso };
    };
    const kind = (e: Entry) =>
      e.kind === 'shop' ? '消費扣款' : e.kind === 'bill' ? '轉帳支出' : '轉帳存入';
    const rows = history.entries.map((e) => [
      minguo(e.date),
      minguo(e.date),
      kind(e),
      e.amountMinor < 0 ? twd(e.amountMinor) : '',
      e.amountMinor > 0 ? twd(e.amountMinor) : '',
      twd(e.balanceMinor),
      e.name,
      'TWD',
    ]);
    return {
      rows: [['交易日期', '帳務日期', '說明', '提出', '存入', '餘額', '備註', '幣別'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(kind(e), e.name),
        currency: 'TWD',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const hangSeng: TableLayout = {
  kind: 'table',
  name: 'hk-hangseng-visa',
  country: 'HK',
  history: { region: 'hk', currency: 'HKD', scale: 7.8, card: true },
  formats: ['pdf'],
  pdfExactWidths: true,
  // Dates as `05 MAR` with the year only in the statement date; charges unsigned, credits `CR`;
  // the credit limit and minimum payment above the table.
  sheet(history) {
    const hkd = (minor: number): MoneyCell => {
      const plain = money(Math.abs(minor), { group: ',' });
      return minor > 0 ? { text: `${plain.text}CR`, value: -plain.value } : plain;
    };
    const short = (iso: string): DateCell => {
      const cell = day(iso, 'DD MMM');
      return { text: cell.text.toUpperCase(), iso };
    };
    const posted = (iso: string) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const rows = history.entries.map((e) => [
      short(e.date),
      short(posted(e.date)),
      e.name,
      hkd(e.amountMinor),
    ]);
    return {
      rows: [
        ['HANG SENG BANK'],
        ['VISA PLATINUM CARD STATEMENT'],
        ['Card Number: 4509 36** **** 2217'],
        [`Statement Date: ${day(history.end, 'DD MMM YYYY').text.toUpperCase()}`],
        ['Credit Limit: HKD 80,000.00    Minimum Payment Due: HKD 250.00'],
        ['Trans Date', 'Post Date', 'Description of Transaction', 'Amount (HKD)'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, { describe: (e) => e.name, currency: 'HKD' }),
    };
  },
};

export const WAVE_THREE_ASIA = [alipay, vietcombank, cathay, hangSeng];
