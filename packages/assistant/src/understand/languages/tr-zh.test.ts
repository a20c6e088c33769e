import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../answer-question';
import { viewOf } from '../../statement/view';
import { type Line, makeStatement } from '../../test-support/statement';
import { fold } from '../text';
import { toEnglish } from '.';
import { japaneseDates } from './ja';
import { ENGLISH_MONTHS } from './language';
import { turkishEndings } from './tr';

const TODAY = '2026-10-05';
const OPTIONS = {
  period: { start: '2026-07-01', end: '2026-09-30' },
  openingBalanceMinor: 1_000_000,
  runningBalance: true,
};

/**
 * A Turkish current account, July–September 2026: spent 37,525.99 (September 16,380.60), Migros
 * 3 times 2,691.00, rent 15,000 twice, salary 45,000 three times; closing balance 107,474.01.
 */
// prettier-ignore
const TR_LINES: readonly Line[] = [
  ['2026-07-01', 'MAAS ODEMESI ACME AS SALARY', 45000], ['2026-07-03', 'MIGROS KADIKOY', -850.4],
  ['2026-07-05', 'ATM PARA CEKME', -2000], ['2026-07-08', 'NETFLIX.COM', -149.99], ['2026-07-10', 'KIRA ODEMESI', -15000],
  ['2026-08-01', 'MAAS ODEMESI ACME AS SALARY', 45000], ['2026-08-04', 'MIGROS ATASEHIR', -1200],
  ['2026-08-09', 'OPET AKARYAKIT', -1500], ['2026-08-15', 'YEMEKSEPETI', -420], ['2026-08-31', 'HESAP ISLETIM UCRETI ACCOUNT FEE', -25],
  ['2026-09-01', 'MAAS ODEMESI ACME AS SALARY', 45000], ['2026-09-02', 'MIGROS BESIKTAS', -640.6],
  ['2026-09-05', 'TURKCELL FATURA', -350], ['2026-09-10', 'KIRA ODEMESI', -15000], ['2026-09-13', 'ECZANE SAGLIK', -180],
  ['2026-09-20', 'BITAKSI TAXI', -210],
];

/** A Chinese account, July–September 2026: spent 12,619.00 (September 5,414.20), 盒马鲜生 3 times 1,000.00. */
// prettier-ignore
const ZH_LINES: readonly Line[] = [
  ['2026-07-01', '工资 ACME SALARY', 20000], ['2026-07-03', '盒马鲜生 SUPERMARKET', -356.8], ['2026-07-05', 'ATM取款', -1000],
  ['2026-07-08', 'NETFLIX.COM', -68], ['2026-07-10', '房租 RENT', -5000], ['2026-08-01', '工资 ACME SALARY', 20000],
  ['2026-08-04', '盒马鲜生 SUPERMARKET', -412], ['2026-08-09', '中国石化加油站', -300], ['2026-08-15', '美团外卖', -58],
  ['2026-08-31', '账户管理费 ACCOUNT FEE', -10], ['2026-09-01', '工资 ACME SALARY', 20000], ['2026-09-02', '盒马鲜生 SUPERMARKET', -231.2],
  ['2026-09-05', '中国移动话费', -100], ['2026-09-10', '房租 RENT', -5000], ['2026-09-13', '星巴克 STARBUCKS', -38],
  ['2026-09-20', '滴滴出行 TAXI', -45],
];

const turkish = makeStatement(TR_LINES, { ...OPTIONS, currency: 'TRY' });
const chinese = makeStatement(ZH_LINES, { ...OPTIONS, currency: 'CNY' });

interface Expected {
  kind?: string;
  value?: number;
  reads?: string;
}
/** The question, what it must be answered with, and the question it follows, if any. */
type Case = [question: string, expected: Expected, previous?: string];

const DECLINED: Expected = { kind: 'unanswerable', value: undefined };
const TOP_SHOP: Expected = { kind: 'entities', reads: 'top · by merchant' };
const count = (value: number): Expected => ({ kind: 'count', value });
const balance = (value: number): Expected => ({ kind: 'balance', value });

// prettier-ignore
const TURKISH_CASES: Case[] = [
  ["Eylül'de ne kadar harcadım?", { value: 1_638_060 }], ['Harcadim ne kadar eylulde', { value: 1_638_060 }],
  ['Ağustos ayında ne kadar harcadım?', { value: 314_500 }], ["Eylül'den beri ne kadar harcadım?", { value: 1_638_060 }],
  ['Geçen ay ne kadar harcadım?', { value: 1_638_060 }], ['Toplam ne kadar harcadım?', { value: 3_752_599 }],
  ['Aylık ortalama ne kadar harcıyorum?', { value: 1_250_866, reads: 'average' }],
  ["Migros'ta ne kadar harcadım?", { value: 269_100 }], ["MIGROS'TA NE KADAR HARCADIM?", { value: 269_100 }],
  ["Eylül'de Migros'a ne kadar ödedim?", { value: 64_060 }], ["Migros'a kaç kez gittim?", count(3)],
  ["Migros'ta kaç kez alışveriş yaptım?", count(3)], ['En büyük harcamam neydi?', { value: 1_500_000 }],
  ['Peki en küçüğü?', { value: 2_500 }, 'En büyük harcamam neydi?'], ['En pahalı alışverişim neydi?', { value: 150_000 }],
  ['Ya bir önceki ay?', { value: 1_800_039 }, "Ağustos'ta ne kadar harcadım?"],
  ["Ya Opet'te?", { value: 150_000 }, "Migros'ta ne kadar harcadım?"], ['Bu kaç kez oldu?', count(3), "Migros'ta ne kadar harcadım?"],
  ['Açılış bakiyesi ne kadardı?', balance(1_000_000)], ['Kapanış bakiyem ne kadar?', balance(10_747_401)],
  ["13 Eylül'de hesabımda ne kadar para vardı?", balance(10_768_401)],
  ['Market alışverişine ne kadar harcadım?', { value: 269_100 }], ["Ağustos'ta markete ne kadar harcadım?", { value: 120_000 }],
  ['Maaşım ne kadar yattı?', { value: 13_500_000 }], ['Hesabıma ne kadar para geldi?', { value: 13_500_000 }],
  ["ATM'den ne kadar para çektim?", { value: 200_000 }], ['Banka masrafları ne kadar?', { value: 2_500 }],
  ['Netflix aboneliğine ne kadar ödedim?', { value: 14_999 }], ['Aboneliklere ne kadar ödedim?', { value: 14_999 }],
  ['Kaç kez benzin aldım?', count(1)], ['Yemek siparişine ne kadar harcadım?', { value: 42_000 }],
  ['Taksiye ne kadar harcadım?', { value: 21_000 }], ['Telefon faturasına ne kadar ödedim?', { value: 35_000 }],
  ['Eczaneye ne kadar harcadım?', { value: 18_000 }], ['Hangi mağazada en çok harcadım?', TOP_SHOP],
  ['Ekstrede kaç işlem var?', count(16)],
  ["Şok'ta ne kadar harcadım?", DECLINED], ["Ya A101'de?", DECLINED, "Migros'ta ne kadar harcadım?"],
  ["Aralık'ta ne kadar harcadım?", DECLINED], ["Migros'ta harcamadığım ne kadar?", DECLINED],
  ['Kira hariç ne kadar harcadım?', DECLINED], ["Ayın 13'ünde ne kadar param vardı?", balance(10_768_401)],
  ["Eylül'ün 13'ünde ne kadar param vardı?", balance(10_768_401)], ["Ağustos'ta kaç kez taksiye bindim?", count(0)],
];

// prettier-ignore
const CHINESE_CASES: Case[] = [
  ['9月花了多少钱?', { value: 541_420 }], ['9月花了多少錢?', { value: 541_420 }], ['我9月份花了多少', { value: 541_420 }],
  ['2026年8月花了多少錢?', { value: 78_000 }], ['上个月花了多少?', { value: 541_420 }], ['上個月的支出是多少?', { value: 541_420 }],
  ['一共花了多少钱?', { value: 1_261_900 }], ['平均每月花多少钱?', { value: 420_633, reads: 'average' }],
  ['在盒马鲜生花了多少钱?', { value: 100_000 }], ['我在盒马鲜生买了几次?', count(3)],
  ['最大的一笔支出是多少?', { value: 500_000 }], ['那最小的呢?', { value: 1_000 }, '最大的一笔支出是多少?'],
  ['前一个月呢?', { value: 642_480 }, '8月花了多少钱?'], ['那是几次?', count(3), '在盒马鲜生花了多少钱?'],
  ['那星巴克呢?', { value: 3_800 }, '在盒马鲜生花了多少钱?'],
  ['期初余额是多少?', balance(1_000_000)], ['期末餘額是多少?', balance(5_738_100)],
  ['9月13日我有多少钱?', balance(5_742_600)], ['9月13号账户里有多少钱?', balance(5_742_600)],
  ['超市花了多少钱?', { value: 100_000 }], ['工资收到多少?', { value: 6_000_000 }], ['进账多少钱?', { value: 6_000_000 }],
  ['在ATM取了多少现金?', { value: 100_000 }], ['银行手续费是多少?', { value: 1_000 }], ['订阅花了多少钱?', { value: 6_800 }],
  ['房租付了多少?', { value: 1_000_000 }], ['加了几次油?', count(1)], ['外卖花了多少钱?', { value: 9_600 }],
  ['打车花了多少钱?', { value: 4_500 }], ['话费交了多少?', { value: 10_000 }], ['我在哪家店花得最多?', TOP_SHOP],
  ['最贵的一笔是多少?', { value: 500_000 }], ['對帳單上有幾筆交易?', count(16)],
  ['在沃尔玛花了多少钱?', DECLINED], ['12月花了多少钱?', DECLINED], ['除了房租花了多少钱?', DECLINED],
  ['我没在盒马鲜生花多少钱?', DECLINED], ['上上个月花了多少?', DECLINED],
  ['13号我有多少钱?', balance(5_742_600)], ['平均每笔多少钱?', { value: 97_069, reads: 'per transaction' }],
];

describe.each([
  ['Turkish', turkish, TURKISH_CASES],
  ['Chinese', chinese, CHINESE_CASES],
] as const)('questions in %s', (_, statement, cases) => {
  it.each(cases)('%s', (question, { reads, ...figure }, previous) => {
    const answer = answerQuestion(
      statement,
      question,
      TODAY,
      previous === undefined ? undefined : { question: previous },
    );
    expect({ kind: answer.kind, value: answer.value }).toMatchObject(figure);
    if (reads) expect(answer.reading?.understood).toContain(reads);
  });
});

describe('what Turkish and Chinese are read as', () => {
  it('folds the dotless ı, so "harcadım" and "harcadim" are one word', () => {
    expect(fold('HARCADIM harcadım İşlem')).toBe('harcadim harcadim islem');
  });

  it("reads a held name's ending after the apostrophe as the word before it", () => {
    expect(turkishEndings("\uE0000\uE001'ta ne kadar")).toBe(' at \uE0000\uE001  ne kadar');
    expect(turkishEndings("\uE0000\uE001'dan")).toBe(' from \uE0000\uE001 ');
    expect(turkishEndings("sok'ta")).toBe("sok'ta");
  });

  it('reads Chinese dates with 号 and 以来 as Japanese ones are read', () => {
    const month = (m: number) => ENGLISH_MONTHS[m - 1] ?? '';
    expect(japaneseDates('9月13号', month).trim()).toBe('13 september');
    expect(japaneseDates('9月1日以来', month).trim()).toBe('since 1 september');
    expect(japaneseDates('3月5日から', month).trim()).toBe('since 5 march');
  });

  it('keeps a merchant named with a Turkish ending a merchant', () => {
    expect(toEnglish("Migros'ta ne kadar harcadım?", viewOf(turkish))).toBe(
      'at migros how much spent ?',
    );
    expect(toEnglish('我在盒马鲜生买了几次?', viewOf(chinese))).toBe(
      'i at 盒马鲜生 bought how many times ?',
    );
  });
});
