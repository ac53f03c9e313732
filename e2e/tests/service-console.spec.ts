import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test.use({ storageState: storageStateOf('admin') });

test('a system admin finds a user and signs them out everywhere, then finds their organisation on the tenants tab and opens it', async ({
  page,
}) => {
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
  await expect(
    page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: accounts.owner }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent audit' })).toBeVisible();
  await expectAccessible(page);
});

test('a system admin comps a plan on the subscriptions tab, the owner sees it on their billing page, and the admin ends it early', async ({
  page,
  browser,
}) => {
  await page.goto('/service/subscriptions');
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('northwind');
  await expect(page).toHaveURL(/q=northwind/);
  const row = table.getByRole('row', { name: /Northwind Consulting/ });
  // Paid plan and plan in force: both Team.
  await expect(row.getByRole('cell', { name: 'Team', exact: true })).toHaveCount(2);
  await expectAccessible(page);

  // Comp the Business plan until a day next month, with a reason the owners see.
  await row.getByRole('button', { name: 'Override plan of Northwind Consulting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override the plan of Northwind Consulting' });
  await expect(dialog.getByRole('combobox', { name: 'Plan' })).toHaveText('Business');
  const endsOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Ends on').fill(endsOn);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Partner pilot');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Set the plan' }).click();
  await expect(dialog).toBeHidden();
  const until = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${endsOn}T00:00:00.000Z`));
  await expect(row.getByRole('cell', { name: `Business until ${until}` })).toBeVisible();

  // The owner sees it on their billing page.
  const ownerContext = await browser.newContext({ storageState: storageStateOf('owner') });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/admin');
  const billing = ownerPage.getByRole('region', { name: 'Plan and billing' });
  await expect(billing.getByText('Business plan set by Assay')).toBeVisible();
  await expect(
    billing.getByText(
      `On the Business plan until ${until}, set by Assay; then back on the Team plan. Reason: Partner pilot`,
    ),
  ).toBeVisible();
  await expectAccessible(ownerPage);

  // The organisation's focus lists it in the subscription history.
  await row.getByRole('link', { name: 'Northwind Consulting' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Subscription history' })
      .getByRole('cell', { name: 'Plan set by Assay' }),
  ).toBeVisible();
  await page.goBack();

  // Ended early (confirmed): back on Team for the admin and the owner.
  await table
    .getByRole('row', { name: /Northwind Consulting/ })
    .getByRole('button', { name: 'End override of Northwind Consulting' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'End override' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    table
      .getByRole('row', { name: /Northwind Consulting/ })
      .getByRole('button', { name: 'End override of Northwind Consulting' }),
  ).toBeHidden();
  await ownerPage.reload();
  await expect(
    ownerPage.getByRole('region', { name: 'Plan and billing' }).getByText('Team plan', { exact: true }),
  ).toBeVisible();
  await expect(ownerPage.getByText('Business plan set by Assay')).toBeHidden();
  await ownerContext.close();
});
