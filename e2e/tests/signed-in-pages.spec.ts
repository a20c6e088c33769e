import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { accessibilityProblems } from '../support/accessibility';

const PAGES = [
  ['/my-projects', 'My Projects', 'My Projects · Sheetwise'],
  ['/create-project', 'Create a project', 'Create project · Sheetwise'],
  ['/users', 'Manage Users', 'Manage Users · Sheetwise'],
  ['/plan-usage', 'Plan usage', 'Plan usage · Sheetwise'],
  ['/rescent-project', 'Recent project', 'Recent project · Sheetwise'],
  ['/settings', 'Manage account & subscription', 'Settings · Sheetwise'],
] as const;

test.describe('the other signed-in screens', () => {
  for (const [path, heading, title] of PAGES) {
    test(`${path} has its heading, its title and the frame, with no console errors or serious axe findings`, async ({
      page,
    }) => {
      const problems = watchPageErrors(page);
      const account = await signUp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(`Hi ${account.name}`)).toBeVisible();
      await expect(page.getByText('Local mode')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('every signed-in page is reached by a link: plan usage, users, templates, the example', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings');
    const more = page.getByRole('navigation', { name: 'More in your account' });
    await more.getByRole('link', { name: 'Manage users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.goBack();
    await more.getByRole('link', { name: 'Plan usage' }).click();
    await expect(page).toHaveURL(/\/plan-usage$/);
    await page.goto('/my-projects');
    const projects = page.getByRole('navigation', { name: 'Projects' });
    await projects.getByRole('link', { name: 'Project templates' }).click();
    await expect(page).toHaveURL(/\/create-project$/);
    await page.goBack();
    await projects.getByRole('link', { name: 'An example conversation' }).click();
    await expect(page).toHaveURL(/\/rescent-project$/);
  });

  test('/plan-usage shows the trial’s real usage', async ({ page }) => {
    await signUp(page);
    await page.goto('/plan-usage');
    const figures = page.getByRole('definition');
    await expect(figures).toHaveText(['Trial', '50', '0', '50']);
    await expect(page.getByRole('term')).toHaveText([
      'Plan',
      'Project limit',
      'Used this month',
      'Remaining',
    ]);
  });

  test('/create-project says its buttons are coming rather than doing nothing', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/create-project');
    for (const card of ['Start from Scratch', 'Import Existing Data']) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    for (const action of ['Create blank project', 'Choose data to import']) {
      const button = page.getByRole('button', { name: action });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Coming soon');
    }
    await expect(page.getByText('Sample data')).toBeVisible();
  });

  test('/rescent-project shows a sample chat about a statement', async ({ page }) => {
    await signUp(page);
    await page.goto('/rescent-project');
    const chat = page.getByRole('list', { name: 'Sample conversation' });
    await expect(chat.getByRole('listitem')).toHaveCount(7);
    await expect(chat).toContainText('How much did I spend on groceries in March?');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  test('/my-projects has no chats yet and leads to the dashboard', async ({ page }) => {
    await signUp(page);
    await page.goto('/my-projects');
    await expect(
      page.getByText('No recent chats found. Start a new project to begin!'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'New Chat' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a page whose code cannot be fetched says so and keeps the frame working', async ({
    page,
    context,
  }) => {
    await signUp(page);
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Projects' })
      .click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Could not load this page.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  });

  test('signed-out visitors are sent home from every signed-in screen but My Projects', async ({
    page,
  }) => {
    for (const [path] of PAGES.filter(([path]) => path !== '/my-projects')) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a signed-out visitor to My Projects is sent to sign in', async ({ page }) => {
    await page.goto('/my-projects?doc=march.csv');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
