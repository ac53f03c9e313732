import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/fixtures.ts';

// A new customer: sign up, name the organisation, then build and tidy the tenant list.
test('sign up, create an organisation, then create, find, edit and archive tenants', async ({ page }) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  // Field-level messages, nothing sent.
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Your name').fill('Dana Scully');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByText('Enter the name of your organisation.')).toBeVisible();
  await page.getByLabel('Organisation name').fill('Scully Assurance');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Scully' })).toBeVisible();
  await expect(page.getByText('Scully Assurance · Free plan')).toBeVisible();
  await expectAccessible(page);

  // The tenant list starts empty, with the way forward.
  await page.getByRole('link', { name: 'Tenants' }).first().click();
  await expect(page).toHaveURL(/\/tenant\/$/);
  await expect(page.getByText('No tenants yet')).toBeVisible();
  await expectAccessible(page);

  // Create: validation first, then three tenants.
  await page.getByRole('button', { name: 'New tenant' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New tenant' });
  await dialog.getByRole('button', { name: 'Create tenant' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByLabel('Tags').fill('Not A Tag!');
  await expect(dialog.getByText('Use lower-case letters, digits and single dashes')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Name').fill('Acme Bank');
  await dialog.getByLabel('Tags').fill('eu, finance');
  await dialog.getByLabel('Group').fill('Europe');
  await dialog.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page).toHaveURL(/\/tenant\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Acme Bank', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A duplicate name is refused on its field, and nothing is lost from the form.
  await page.goto('/tenant/');
  await page.getByRole('button', { name: 'New tenant' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('acme bank');
  await page.getByRole('dialog').getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByRole('dialog').getByText(/already/i)).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('acme bank');
  await page.keyboard.press('Escape');

  for (const [name, tags] of [
    ['Beta Logistics', 'us'],
    ['Cobalt Mining', 'eu'],
  ] as const) {
    await page.goto('/tenant/');
    await page.getByRole('button', { name: 'New tenant' }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill(name);
    await page.getByRole('dialog').getByLabel('Tags').fill(tags);
    await page.getByRole('dialog').getByRole('button', { name: 'Create tenant' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  // The free plan allows 3 tenants: the button says why it is disabled.
  await page.goto('/tenant/');
  await expect(page.getByRole('button', { name: 'New tenant' }).first()).toBeDisabled();
  await expect(page.getByText('Your Free plan allows 3 active tenants.', { exact: false })).toBeVisible();

  // Search, tag filter and sort.
  const rows = page.getByRole('table', { name: 'Tenants' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await page.getByLabel('Search').fill('cob');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Cobalt Mining');
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Tags').fill('eu');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Tags').fill('');
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(rows.nth(1)).toContainText('Cobalt Mining');
  await expect(page).toHaveURL(/dir=desc/);

  // Edit the details from the tenant page header.
  await page.getByRole('link', { name: 'Beta Logistics' }).click();
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByRole('dialog').getByLabel('Description').fill('Freight forwarder, US east coast.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#main').getByText('Freight forwarder, US east coast.')).toBeVisible();

  // Tabs are URL segments.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/tenant\/[^/]+\/settings$/);

  // Archive with confirmation, then undo from the toast.
  await page.getByRole('button', { name: 'Archive tenant' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Archive Beta Logistics?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Tenant archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore tenant' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Archive tenant' })).toBeVisible();
});
