import { describe, expect, it } from 'vitest';
import { viewOf } from '../statement/view';
import { chatWith } from '../test-support/ask';
import { makeStatement } from '../test-support/statement';
import { toEnglish } from './languages';

const ask = (question: string) => chatWith(sydney, question)[0];
const last = (...questions: string[]) => chatWith(sydney, ...questions).at(-1);

// An Australian account: supermarkets, a food delivery, sushi, an electronics shop, a salary.
const sydney = makeStatement(
  [
    ['2026-07-02', 'WOOLWORTHS 5815 SYDNEY AU', -50],
    ['2026-07-05', 'COLES 8219 SURRY HILLS AU', -20],
    ['2026-07-09', 'UBER *EATS SYDNEY AU', -30],
    ['2026-07-12', 'SUSHI HUB WYNYARD SYDNEY AU', -15],
    ['2026-07-25', 'ACME PTY LTD SALARY', 3000],
    ['2026-07-28', 'JB HI-FI BROADWAY AU', -300],
    ['2026-08-03', 'WOOLWORTHS 0966 SYDNEY AU', -70],
    ['2026-08-10', 'COLES 0441 SURRY HILLS AU', -25],
  ],
  { currency: 'AUD' },
);

describe('everyday Japanese', () => {
  it('reads the verb forms people type: 使っている, 払ってる, だった', () => {
    expect(ask('Woolworthsでいくら使っている？')?.value).toBe(12_000);
    expect(ask('Colesでいくら払ってる？')?.value).toBe(4500);
    expect(ask('8月の支出はいくらだった？')?.value).toBe(9500);
  });

  it('reads 一番 alone as "the most", and 一番最近 as the latest', () => {
    expect(ask('一番お金を払った店は？')?.text).toMatch(/JB Hi-Fi/);
    expect(ask('一番最近の支払いは？')?.text).toMatch(/COLES 0441|Coles/);
    expect(ask('どの店で一番使った？')?.text).toMatch(/JB Hi-Fi/);
  });

  it('reads デリバリー and 出前 as food delivery, which dining holds', () => {
    expect(ask('デリバリーの合計')?.value).toBe(4500);
    expect(ask('出前にいくら使った？')?.value).toBe(4500);
  });

  it('reads カード, 利用 (use of a card), 返済 (repayments) and 合わせた (combined)', () => {
    const view = viewOf(sydney);
    expect(toEnglish('クレジットカードの利用額', view)).toBe('credit card spending');
    expect(toEnglish('返済と返金を合わせた合計', view)).toBe(
      'repayments and refunds combined total',
    );
  });

  it('asks "一番大きい買い物は?" of every purchase; "では一番大きいのは?" follows up', () => {
    expect(last('外食の合計は？', '一番大きい買い物は？')?.value).toBe(30_000);
    expect(last('外食の合計は？', 'では一番大きいのは？')?.value).toBe(3000);
    expect(ask('一番小さい買い物は？')?.value).toBe(1500);
  });
});

describe('everyday Indonesian', () => {
  const view = viewOf(sydney);

  it('reads "habis"/"abis" (spent) and "sebulan" (a month)', () => {
    expect(ask('abis berapa di Coles')?.value).toBe(4500);
    expect(ask('pengeluaran sebulan rata-rata berapa')?.value).toBe(25_500);
  });

  it('reads a word with "-nya" as the word: gajinya, totalnya', () => {
    expect(ask('gajinya berapa')?.value).toBe(300_000);
    expect(ask('belanja bulan juli totalnya')?.value).toBe(41_500);
  });

  it('points back with "itu" (that), and counts with "ada berapa"', () => {
    expect(last('habis berapa di Woolworths', 'ada berapa transaksi itu')?.value).toBe(2);
  });

  it('reads "kartu" as card and "tagihan" as a bill', () => {
    expect(toEnglish('berapa tagihan kartu kredit bulan juli', view)).toBe(
      'how much credit card bill month july',
    );
  });
});
