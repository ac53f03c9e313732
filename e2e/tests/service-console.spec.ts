import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test.use({ storageState: storageStateOf('admin') });

test('a system admin finds a user and signs them out everywhere, then finds their organisation on the tenants tab and opens it', async ({ page }) => {
  // Users tab: find Globex's owner by email and sign them out everywhere (confirmed).
  await page.goto('/service/users');
  await page.getByRole('textbox', { name: 'Email address or user id' }).fill(accounts.otherOwner);
  await page.getByRole('button', { name: 'Find user' }).click();
  await expect(page.getByText(accounts.otherOwner).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Globex Audit' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Sign this user out everywhere?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(confirm).toBeHidden();

  // Tenants tab: search, filter by plan, sort by name; the organisation opens as the focus.
  await page.goto('/service/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.getByRole('link', { name: 'Northwind Consulting' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('glob');
  await expect(page).toHaveURL(/q=glob/);
  await expect(table.getByRole('link', { name: 'Globex Audit' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Northwind Consulting' })).toBeHidden();
  const row = table.getByRole('row', { name: /Globex Audit/ });
  await expect(row.getByRole('cell', { name: 'Free', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /\/ 3$/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Team' }).click();
  await expect(page).toHaveURL(/plan=team/);
  await expect(page.getByText('No organisation matches')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(table.getByRole('link', { name: 'Northwind Consulting' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Globex Audit' })).toBeHidden();

  // CSV export of what the table matches.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^organisations-\d{4}-\d{2}-\d{2}\.csv$/);

  await table.getByRole('link', { name: 'Northwind Consulting' }).click();
  await expect(page).toHaveURL(/\/service\/tenants\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Northwind Consulting', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: accounts.owner })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent audit' })).toBeVisible();
  await expectAccessible(page);
});
