import { type Language, ordinal } from './language';
import { CHINESE_EVERYDAY } from './zh-everyday';

/** One phrase in Simplified and in Traditional characters, both read as the same English. */
const both = (english: string, ...spellings: string[]) =>
  Object.fromEntries(spellings.map((spelling) => [spelling, english]));

/**
 * Chinese, Simplified and Traditional. Written without spaces, so phrases are found inside the
 * text; dates such as 9月13日, 9月13号 and 2026年9月 are read by `japaneseDates` (the same
 * characters) before the phrases. "不", "没" (not) and "除了" (except) are left unread.
 */
// prettier-ignore
export const CHINESE: Language = {
  code: 'zh',
  unspaced: true,
  phrases: {
    ...CHINESE_EVERYDAY,
    ...both('how much', '多少钱', '多少錢', '多少', '几多钱', '幾多錢'),
    ...both('how many times', '几次', '幾次', '多少次', '几回', '幾回'),
    ...both('how many transactions', '几笔', '幾筆', '多少笔', '多少筆', '几笔交易', '幾筆交易', '多少笔交易', '多少筆交易'),
    ...both('how many times was that', '那是几次', '那是幾次', '一共几次', '一共幾次', '这是几次', '這是幾次', '是几次', '是幾次'),
    ...both('how many transactions was that', '那是几笔', '那是幾筆', '一共几笔', '一共幾筆', '是几笔', '是幾筆'),
    ...both('total', '总共', '總共', '一共', '合计', '合計', '总计', '總計', '总额', '總額', '总金额', '總金額', '共计', '共計'),
    ...both('average', '平均'),
    ...both('average per month', '每月平均', '平均每月', '每个月平均', '每個月平均', '平均每个月', '平均每個月', '月均'),
    ...both('per month', '每月', '每个月', '每個月'),
    ...both('which shop', '哪家店', '哪个店', '哪個店', '哪家商店', '哪个商店', '哪個商店', '哪家商家', '哪个商家', '哪個商家', '哪家商户', '哪家商戶', '哪家'),
    ...both('where', '哪里', '哪裡', '哪儿', '哪兒'),
    ...both('largest', '最大', '最大的', '金额最大', '金額最大', '最大一笔', '最大一筆', '最大的一笔', '最大的一筆'),
    ...both('highest', '最高', '最高的'),
    ...both('most expensive', '最贵', '最貴', '最贵的', '最貴的'),
    ...both('smallest', '最小', '最小的', '金额最小', '金額最小', '最小一笔', '最小一筆', '最小的一笔', '最小的一筆'),
    ...both('lowest', '最低', '最低的'),
    ...both('cheapest', '最便宜', '最便宜的'),
    ...both('most', '最多'), ...both('least', '最少'),
    ...both('latest transaction', '最近一笔', '最近一筆', '最近的一笔', '最近的一筆', '最后一笔', '最後一筆', '最后一笔交易', '最後一筆交易', '最近一笔交易', '最近一筆交易'),
    ...both('latest', '最近', '最新'), ...both('last', '最后', '最後'), ...both('first', '第一笔', '第一筆', '最早'),
    ...both('opening balance', '期初余额', '期初餘額', '初始余额', '初始餘額', '开始余额', '開始餘額', '起始余额', '起始餘額', '上期余额', '上期餘額'),
    ...both('closing balance', '期末余额', '期末餘額', '最终余额', '最終餘額', '当前余额', '當前餘額', '目前余额', '目前餘額', '现在余额', '現在餘額', '本期余额', '本期餘額'),
    ...both('balance', '余额', '餘額', '结余', '結餘'),
    ...both('what was the balance', '我有多少钱', '我有多少錢', '账户里有多少钱', '帳戶裡有多少錢', '账上有多少钱', '帳上有多少錢', '卡里有多少钱', '卡裡有多少錢', '还有多少钱', '還有多少錢', '剩多少钱', '剩多少錢'),
    ...both('last month', '上个月', '上個月', '上月'),
    ...both('the month before', '前一个月', '前一個月', '再前一个月', '再前一個月', '之前一个月', '之前一個月', '前一月'),
    // "上上个月" (two months back) is kept as it is, so unread: "上" + "上个月" would be last month.
    ...Object.fromEntries(['上上个月', '上上個月', '上上月'].map((phrase) => [phrase, phrase])),
    ...both('last week', '上周', '上週', '上星期'), ...both('this week', '这周', '這週', '本周', '本週'),
    ...both('this month', '这个月', '這個月', '本月'),
    ...both('month', '月', '月份', '个月', '個月'), ...both('year', '年'), ...both('', '份'),
    ...both('today', '今天'), ...both('yesterday', '昨天'),
    ...both('since', '以来', '以來', '之后', '之後', '起'), ...both('until', '为止', '為止', '之前'), ...both('from', '从', '從'), ...both('to', '到'),
  },
};

/** "13号" or "13日" with no month before it is the 13th of the month the question is about. */
export function chineseDays(text: string): string {
  return text.replace(/(\d{1,2})\s*[号號日]/g, (_, day: string) => ` on the ${ordinal(day)} `);
}

/**
 * A follow-up said the Chinese way, "那最小的呢?" or "前一个月呢?", in the words the follow-up
 * reader knows: "and …", "what about …".
 */
export function chineseFollowUp(text: string): string {
  return text
    .replace(/^\s*(那么|那麼|那|还有|還有|另外)/, ' and ')
    .replace(/^(.+?)呢\s*\?*\s*$/, (_, asked: string) =>
      /^\s*and /.test(asked) ? asked : ` what about ${asked}`,
    );
}
