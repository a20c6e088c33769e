import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { accessibilityProblems } from '../support/accessibility';
import { watchPageErrors } from '../support/page-errors';
import { currencyStatementCsv, moneyIn } from '../support/currency-statement';
import { gbp, poundsStatementCsv, type Line } from '../support/pounds-statement';
import { browseFile } from '../support/uploads';

const NAME = 'two-months.csv';

/**
 * Two months of a current account in pounds: a salary, two Tesco shops and Netflix each month,
 * amounts in pence. The figures the page must show are added up from these lines, never read
 * back from the app.
 */
function generatedStatement(): { csv: string; lines: Line[] } {
  const lines: Line[] = [];
  for (const [month, shops] of [
    ['01', [4_210, 6_355]],
    ['02', [3_890, 7_125]],
  ] as const) {
    lines.push([`2026-${month}-01`, 'SALARY ACME LTD', 250_000]);
    lines.push([`2026-${month}-03`, 'TESCO STORES 2231', -shops[0]]);
    lines.push([`2026-${month}-05`, 'NETFLIX.COM', -999]);
    lines.push([`2026-${month}-17`, 'TESCO STORES 2231', -shops[1]]);
  }
  return { csv: poundsStatementCsv(lines), lines };
}

const sum = (lines: Line[], keep: (line: Line) => boolean) =>
  lines.filter(keep).reduce((total, [, , pence]) => total + Math.abs(pence), 0);

/**
 * A euro account in January and February 2026 and a dollar account in April 2026 only: amounts
 * in cents, varied by month so no two months' figures are the same.
 */
function twoCurrencies(): { euros: Line[]; dollars: Line[] } {
  const euros: Line[] = [];
  for (const [index, month] of ['01', '02'].entries()) {
    euros.push([`2026-${month}-01`, 'SALARY ACME GMBH', 300_000 + index * 1_111]);
    euros.push([`2026-${month}-04`, 'LIDL SAGT DANKE', -(4_321 + index * 987)]);
    euros.push([`2026-${month}-19`, 'LIDL SAGT DANKE', -(2_468 + index * 135)]);
  }
  const dollars: Line[] = [
    ['2026-04-03', 'CLIENT PAYMENT WIRE', 75_000],
    ['2026-04-08', 'UBER TRIP', -1_875],
    ['2026-04-22', 'UBER TRIP', -3_140],
  ];
  return { euros, dollars };
}

async function expectNoSeriousAccessibilityProblems(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
}

test.describe('the insights page', () => {
  test('shows a statement’s figures from the chat, links to their rows, at 1280 and 375 px', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { csv, lines } = generatedStatement();
    await signUp(page);
    await browseFile(page, { name: NAME, type: 'text/csv', text: csv });
    await page.getByRole('link', { name: 'Analyze File' }).click();
    await expect(page).toHaveURL(/\/my-projects\?doc=two-months\.csv$/);

    await page
      .getByRole('region', { name: 'Banking Assistant' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await expect(page).toHaveURL(/\/insights\?file=two-months\.csv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

    const groceries = sum(lines, ([, description]) => description.startsWith('TESCO'));
    const spent = sum(lines, ([, , pence]) => pence < 0);
    const byCategory = page.getByRole('figure', { name: 'Spending by category' });
    const groceriesRow = byCategory.getByRole('row', { name: /^Groceries/ });
    await expect(groceriesRow.getByRole('cell')).toHaveText([
      gbp(groceries),
      '4',
      `${((groceries / spent) * 100).toFixed(1)}%`,
    ]);

    const january = lines.filter(([date]) => date.startsWith('2026-01'));
    const janIn = sum(january, ([, , pence]) => pence > 0);
    const janOut = sum(january, ([, , pence]) => pence < 0);
    const byMonth = page.getByRole('figure', { name: 'Money in and out by month' });
    await expect(byMonth.getByRole('row', { name: /^January 2026/ }).getByRole('cell')).toHaveText([
      gbp(janIn),
      gbp(janOut),
      gbp(janIn - janOut),
    ]);

    const recurring = page.getByRole('region', { name: 'Recurring payments' });
    await expect(recurring.getByRole('heading', { name: 'Netflix' })).toBeVisible();
    await expect(recurring).toContainText('05-March-2026');

    await expectNoSeriousAccessibilityProblems(page);

    // The phone: every chart fits without the page scrolling sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(groceriesRow).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAccessibilityProblems(page);

    await byMonth.getByRole('link', { name: 'See these transactions for January 2026' }).click();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      file: NAME,
      from: '2026-01-01',
      to: '2026-01-31',
    });

    await page.goBack();
    await groceriesRow.getByRole('link', { name: 'See these transactions for Groceries' }).click();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      file: NAME,
      category: 'Groceries',
      direction: 'out',
    });

    // The chat about all statements links to their insights together, which have no balance.
    await page.goto('/my-projects?chat=all');
    await page
      .getByRole('region', { name: 'Banking Assistant' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await expect(page).toHaveURL(/\/insights\?file=all$/);
    await expect(page.getByRole('region', { name: 'Balance over time' })).toContainText(
      'all statements together have none',
    );
    await expect(
      page
        .getByRole('figure', { name: 'Spending by category' })
        .getByRole('row', { name: /^Groceries/ }),
    ).toContainText(gbp(groceries));
    expect(problems).toEqual([]);
  });

  test('shows statements in two currencies as two sections, each in its own money and months', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { euros, dollars } = twoCurrencies();
    await signUp(page);
    await browseFile(page, {
      name: 'euros.csv',
      type: 'text/csv',
      text: currencyStatementCsv('EUR', euros),
    });
    await expect(page.getByText(/euros\.csv uploaded: 6 transactions/).first()).toBeVisible();
    await browseFile(page, {
      name: 'dollars.csv',
      type: 'text/csv',
      text: currencyStatementCsv('USD', dollars),
    });
    await expect(page.getByText(/dollars\.csv uploaded: 3 transactions/).first()).toBeVisible();

    await page.goto('/insights?file=all');
    const euroSection = page.getByRole('region', { name: 'Euro (EUR)' });
    const dollarSection = page.getByRole('region', { name: 'US Dollar (USD)' });
    await expect(euroSection).toBeVisible();
    await expect(dollarSection).toBeVisible();
    await expect(page.getByText(/Your statements hold money in EUR and USD/)).toBeVisible();

    const eur = moneyIn('EUR');
    const usd = moneyIn('USD');
    const spent = ([, , cents]: Line) => cents < 0;
    const received = ([, , cents]: Line) => cents > 0;
    // Each section's totals come first: money in, money out, transactions.
    const totals = async (section: typeof euroSection, expected: string[]) => {
      for (const [index, text] of expected.entries())
        await expect(section.getByRole('definition').nth(index)).toHaveText(text);
    };
    await totals(euroSection, [eur(sum(euros, received)), eur(sum(euros, spent)), '6']);
    await totals(dollarSection, [usd(sum(dollars, received)), usd(sum(dollars, spent)), '3']);

    // Each currency's months are only those with its rows: no euro March or April, no dollar
    // January to March, and no month with nothing in it.
    const months = (section: typeof euroSection) =>
      section.getByRole('figure', { name: 'Money in and out by month' }).getByRole('rowheader');
    await expect(months(euroSection)).toHaveText([/^January 2026/, /^February 2026/]);
    await expect(months(dollarSection)).toHaveText([/^April 2026/]);
    await expect(
      dollarSection
        .getByRole('figure', { name: 'Money in and out by month' })
        .getByRole('row', { name: /^April 2026/ })
        .getByRole('cell'),
    ).toHaveText([
      usd(sum(dollars, received)),
      usd(sum(dollars, spent)),
      usd(sum(dollars, received) - sum(dollars, spent)),
    ]);
    await expect(
      dollarSection.getByRole('figure', { name: 'Top merchant by money out' }).getByRole('cell'),
    ).toHaveText([usd(sum(dollars, spent)), '2']);
    await expect(euroSection.getByRole('figure', { name: /^Top/ })).not.toContainText('Uber');
    await expect(page.getByText('€0.00')).toHaveCount(0);

    await expectNoSeriousAccessibilityProblems(page);
    expect(problems).toEqual([]);
  });
});
