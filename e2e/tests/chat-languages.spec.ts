import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { browseFile } from '../support/uploads';

// A Sparkasse-style export: German headers, decimal commas, a card purchase, rent by standing
// order and a salary. Spent: 1.150,00 + 45,10 + 12,40 + 23,45 = 1.230,95 €.
const GIROKONTO = [
  'Buchungstag;Verwendungszweck;Betrag;Kontostand',
  '01.06.2026;LOHN GEHALT ACME GMBH;2.500,00;3.500,00',
  '02.06.2026;DAUERAUFTRAG MIETE WOHNUNG;-1.150,00;2.350,00',
  '05.06.2026;KARTENZAHLUNG LIDL SAGT DANKE;-45,10;2.304,90',
  '12.06.2026;KARTENZAHLUNG LIDL SAGT DANKE;-12,40;2.292,50',
  '20.06.2026;KARTENZAHLUNG REWE MARKT;-23,45;2.269,05',
  '',
].join('\n');

test.describe('the Banking Assistant in the statement’s own language', () => {
  test('answers German questions, follows up on the measure, and declines a currency no row is in', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await signUp(page);
    await browseFile(page, { name: 'girokonto.csv', type: 'text/csv', text: GIROKONTO });
    await page.getByRole('link', { name: 'Analyze File' }).click();
    await expect(page).toHaveURL(/\/my-projects\?doc=girokonto\.csv$/);

    const box = page.getByRole('textbox', { name: 'Message' });
    const log = page.getByRole('log', { name: 'Conversation' });
    await box.fill('Wie viel habe ich bei Lidl ausgegeben?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(1)).toContainText('57.50');
    await expect(log.getByRole('listitem').nth(1)).toContainText('Read as:');

    // "How often was that?" keeps the rows and changes the measure.
    await box.fill('Wie oft war das?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(3)).toContainText('2 debits');

    // The salary is salary, the rent is rent: the category words of the statement's language.
    await box.fill('Wie viel Miete habe ich bezahlt?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(5)).toContainText('1,150.00');

    // A card purchase is found by the description's own mark (Kartenzahlung).
    await box.fill('What was my biggest card purchase?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(7)).toContainText('45.10');

    // A currency none of the rows is in gets no figure.
    await box.fill('How much did I spend in yen?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(9)).toContainText('No transaction here is in JPY');
    expect(problems).toEqual([]);
  });
});
