import { expect, type Locator, type Page } from '@playwright/test';

const PAYING_CARD = '4111 1111 1111 1111';

/** A plan's radio on the plan card; its description says what choosing it does now, and for how much. */
export function planChoice(page: Page, plan: 'Starter' | 'Pro'): Locator {
  return page.getByRole('radio', { name: new RegExp(`^${plan} `) });
}

/** Chooses the plan, opens the test checkout and pays; the page reloads with the new plan. */
export async function payFor(page: Page, plan: 'Starter' | 'Pro', amount: string): Promise<void> {
  await planChoice(page, plan).check();
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sheetwise' });
  await expect(checkout.getByText(`${amount} USD`)).toBeVisible();
  await checkout.getByLabel('Card number').fill(PAYING_CARD);
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(`Plan upgraded to ${plan} successfully!`)).toBeVisible();
  await page.waitForEvent('load');
}
