import type { Language } from './language';

/**
 * Japanese. Written without spaces, so phrases are found inside the text and particles (の, で,
 * は) are read only once the words around them have been; dates such as 3月5日 are read by
 * `japaneseDates` before the phrases.
 */
// prettier-ignore
export const JAPANESE: Language = {
  code: 'ja',
  unspaced: true,
  phrases: {
    'いくら使いましたか': 'how much spent', 'いくら使った': 'how much spent', 'いくら使い': 'how much spent',
    'いくら払いましたか': 'how much paid', 'いくら払った': 'how much paid', 'いくら': 'how much',
    '何回': 'how many times', '何度': 'how many times', '何件': 'how many transactions',
    '件数': 'number of transactions', '回数': 'number of times', 'どのくらい': 'how much',
    '合計': 'total', '総額': 'total', '全部で': 'in total', '平均': 'average',
    '使いましたか': 'spent', '使いました': 'spent', '使った': 'spent', '使用': 'spent',
    '支出': 'spending', '出費': 'spending', '支払い': 'payments', '支払': 'payments', '払った': 'paid',
    '購入': 'purchases', '買い物': 'shopping', '買った': 'bought', '引き落とし': 'debits',
    '入金': 'deposits', '収入': 'income', '受け取った': 'received', 'もらった': 'received', 'もらいました': 'received', '振込入金': 'deposits',
    '期首残高': 'opening balance', '開始残高': 'opening balance', '前月残高': 'opening balance',
    '最初の残高': 'opening balance', '前回残高': 'opening balance', '期末残高': 'closing balance',
    '最終残高': 'closing balance', '最後の残高': 'closing balance', '現在の残高': 'closing balance',
    '今の残高': 'closing balance', '残高': 'balance',
    '一番大きい': 'largest', '一番大きな': 'largest', '最も大きい': 'largest', '最大': 'largest',
    '一番高い': 'most expensive', '最も高い': 'most expensive', '一番小さい': 'smallest',
    '一番小さな': 'smallest', '最も小さい': 'smallest', '最小': 'smallest', '一番安い': 'cheapest',
    '最も安い': 'cheapest', '一番多い': 'most', '最も多い': 'most',
    'その前の月': 'the month before', '入った': 'came in', '入りました': 'came in', '引き出した': 'withdrew', '引き出しました': 'withdrew', '払いました': 'paid',
    '先月': 'last month', '前月': 'month before', '前の月': 'month before', '今月': 'this month',
    '毎月': 'every month', '月ごと': 'by month', '月別': 'by month', '今日': 'today', '昨日': 'yesterday',
    'スーパー': 'groceries', '食料品': 'groceries', '食費': 'groceries', '外食': 'dining out',
    'レストラン': 'restaurants', '飲食': 'dining', 'ガソリン': 'fuel', '燃料': 'fuel', '家賃': 'rent',
    '給料': 'salary', '給与': 'salary', 'ATM': 'atm', '現金引き出し': 'cash withdrawals',
    '引き出し': 'withdrawals', '引出': 'withdrawals', '出金': 'withdrawals', '現金': 'cash',
    '手数料': 'fees', '利息': 'interest', '振込': 'transfers', '振替': 'transfers', '送金': 'transfers',
    '返済': 'repayments', '返金': 'refunds', '払い戻し': 'refunds', 'サブスク': 'subscriptions', '定期購読': 'subscriptions',
    'ホテル': 'hotels', '宿泊': 'hotels', '旅行': 'travel', '薬局': 'pharmacy', 'ドラッグストア': 'pharmacy',
    '保険': 'insurance', '税金': 'taxes',
    '取引': 'transactions', '明細': 'transactions', 'いつ': 'when', 'どこ': 'where', '何': 'what',
    'どれ': 'which', '見せて': 'show', '教えて': 'tell me', 'ありますか': 'are there',
    'それと': 'and', 'しましたか': '', 'しました': '', 'しますか': '', 'ましたか': '', '明日': 'tomorrow', '金額': 'amount', '最後の': 'last', '最近の': 'latest', '月末': 'end of month', 'ですか': '', 'でしたか': '', 'ました': '',
    'ください': '', 'ありました': '', 'あった': '', 'でした': '', 'です': '', 'した': '', 'する': '',
    'ませんか': '', 'ますか': '', '私の': 'my', '私': 'i', '月': 'month', '年': 'year', '日': 'day',
    'での': 'at', 'で': 'at', 'に': 'on', 'の': '', 'は': '', 'を': '', 'が': '', 'と': 'and',
    'か': '', 'も': '', 'へ': 'to', 'から': 'from', 'まで': 'until', '回': 'times', '件': 'transactions',
    '口座': 'account', 'お金': 'money', 'クレジットカード': 'credit card', 'カード': 'card',
    '合わせた': 'combined', '合わせて': 'combined',
    // Verb forms people type: "使ってる" (have been spending), "使っている", "払ってる".
    'いくら使ってる': 'how much spent', 'いくら使っている': 'how much spent', '使っている': 'spent',
    '使ってる': 'spent', '使ってます': 'spent', '使っています': 'spent', '使って': 'spent',
    '払ってる': 'paid', '払っている': 'paid', '払って': 'paid', '利用総額': 'total spending',
    '利用額': 'spending', 'ご利用': 'spending', '利用した': 'spent', '利用': 'spending',
    'だった': '', 'だったか': '', 'でしたっけ': '', 'だっけ': '',
    // "一番" alone is "the most" ("一番お金を使った": spent the most money); with an adjective, that adjective's end.
    '一番多く': 'most', '最も多く': 'most', '一番少ない': 'smallest', '最も少ない': 'smallest', '一番最近': 'latest', '最近': 'latest',
    '一番新しい': 'latest', '一番古い': 'earliest', '一番最初': 'first', '一番最後': 'last', '一番': 'most',
    'どの': 'which', 'どこの': 'which', 'お店': 'shop', '店': 'shop', 'デリバリー': 'food delivery', '出前': 'food delivery',
    '宅配': 'food delivery', 'スーパーの買い物': 'groceries',
    // "一番高い買い物" is the dearest thing bought, not the shopping category.
    ...Object.fromEntries(
      ['一番', '最も'].flatMap((most) =>
        Object.entries({ 高い: 'most expensive', 大きい: 'largest', 安い: 'cheapest', 小さい: 'smallest' }).map(
          ([adjective, english]) => [`${most}${adjective}買い物`, `${english} purchase`],
        ),
      ),
    ),
  },
};

/**
 * A follow-up said the Japanese way, "では最小は?" or "前の月は?" (and the month before?), in the
 * words the follow-up reader knows: "and …", "what about …".
 */
export function japaneseFollowUp(text: string): string {
  return text
    .replace(/^\s*(では|じゃあ|それでは|それで)/, ' and ')
    .replace(/^(.+?)は\s*\?*\s*$/, (_, asked: string) =>
      /^\s*and /.test(asked) || OWN_QUESTION.test(asked) ? asked : ` what about ${asked}`,
    );
}

/**
 * "一番高い買い物は?" (the dearest purchase?) is a question of its own, not "what about …": it
 * names its measure and the rows it is of. A follow-up says "then" ("では一番安いのは?").
 */
const OWN_QUESTION =
  /(一番|最も|最大|最小|最高|最低)[^は]*(支出|出費|買い物|取引|支払い?|入金|購入|引き落とし)\s*$/;

/** A day's mark: 日, and in Chinese also 号 (號). */
const DAY = '[日号號]';
/** After a date, "since": から, 以降 (and Chinese 以来, 起, 之后); "until": まで (为止). */
const SINCE = '(?:から|以降|以来|以來|之后|之後|起)';
const UNTIL = '(?:まで|为止|為止)';

/**
 * "3月1日から" (since 1 March), "2月末" (the end of February), "2025年3月5日", "3月5日", "2025年3月", "3月": the date forms the English reader knows.
 * Chinese writes dates with the same characters ("9月13号", "2026年9月", "9月1日以来", "9月底"), so it is read here too.
 */
export function japaneseDates(text: string, monthName: (month: number) => string): string {
  const month = (digits: string) => monthName(Number(digits));
  const pattern = (source: string) => new RegExp(source.replace(/D/g, DAY), 'g');
  return text
    .replace(
      pattern(`(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*D\\s*${SINCE}`),
      (_, m: string, d: string) => ` since ${d} ${month(m)} `,
    )
    .replace(
      pattern(`(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*D\\s*${UNTIL}`),
      (_, m: string, d: string) => ` until ${d} ${month(m)} `,
    )
    .replace(
      new RegExp(`(\\d{1,2})\\s*月(?:份)?\\s*${SINCE}`, 'g'),
      (_, m: string) => ` since ${month(m)} `,
    )
    .replace(/(\d{1,2})\s*月\s*(?:末|底)の?/g, (_, m: string) => ` at the end of ${month(m)} `)
    .replace(/(\d{1,2})\s*月\s*(?:初めの?|初)/g, (_, m: string) => ` at the start of ${month(m)} `)
    .replace(
      pattern('(\\d{4})\\s*年\\s*(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*D'),
      (_, y: string, m: string, d: string) => ` ${d} ${month(m)} ${y} `,
    )
    .replace(
      pattern('(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*D'),
      (_, m: string, d: string) => ` ${d} ${month(m)} `,
    )
    .replace(/(\d{4})\s*年\s*(\d{1,2})\s*月/g, (_, y: string, m: string) => ` ${month(m)} ${y} `)
    .replace(/(\d{1,2})\s*月/g, (_, m: string) => ` ${month(m)} `);
}
