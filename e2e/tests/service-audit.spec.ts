import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

// A new customer creates a tenant; a system admin finds that change in the global audit log by
// the organisation and the action, and exports what the filters match.
test('a system admin filters the global audit log by an organisation and an action, sees a change made earlier, and exports it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const organisation = `Ledger Works ${stamp}`;
  const tenant = `Audited Client ${stamp}`;

  // Earlier in the journey: a new organisation, and a tenant created in it.
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Ada Ledger');
  await page.getByLabel('Email').fill(`ledger-${stamp}@example.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Organisation name').fill(organisation);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Ledger' })).toBeVisible();
  await page.goto('/tenant/');
  await page.getByRole('button', { name: 'New tenant' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New tenant' });
  await dialog.getByLabel('Name').fill(tenant);
  await dialog.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByRole('heading', { name: tenant, level: 1 })).toBeVisible();

  // The system admin finds the organisation's id on the tenants tab.
  const admin = await (await browser.newContext({ storageState: storageStateOf('admin') })).newPage();
  await admin.goto(`/service/tenants?q=${encodeURIComponent(`ledger works ${stamp}`)}`);
  const link = admin.getByRole('table', { name: 'Organisations' }).getByRole('link', { name: organisation });
  const tid = (await link.getAttribute('href'))?.split('/').at(-1) ?? '';
  expect(tid).not.toBe('');

  // The audit tab: every log, newest first; then filtered by the organisation and the action.
  await admin.goto('/service/audit');
  await expect(admin.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('textbox', { name: 'Organisation id' }).fill(tid);
  await expect(admin).toHaveURL(new RegExp(`org=${tid}`));
  await admin.getByRole('combobox', { name: 'Action' }).click();
  await admin.getByRole('option', { name: 'Tenant created' }).click();
  await expect(admin).toHaveURL(/action=tenants-create/);
  const row = table.getByRole('row', { name: new RegExp(tenant) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: organisation })).toHaveAttribute(
    'href',
    `/service/tenants/${tid}`,
  );
  await expect(row).toContainText('Tenant created');
  await expect(row).toContainText(`ledger-${stamp}@example.test`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(admin);

  // An email nobody has is answered on the actor field.
  await admin.getByRole('textbox', { name: 'Actor' }).fill('nobody-at-all@example.test');
  await expect(admin.getByText('No user has this email address')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Actor' }).fill('');
  await expect(row).toBeVisible();

  // CSV of the filtered entries.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(tid);
  expect(lines[1]).toContain('Tenant created');
  expect(lines[1]).toContain(tenant);

  // The organisation's name opens its page, whose recent audit leads back to its entries in the log.
  await row.getByRole('link', { name: organisation }).click();
  await expect(admin.getByRole('heading', { name: organisation, level: 1 })).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Recent audit' }).getByRole('row', { name: new RegExp(tenant) }),
  ).toContainText(`ledger-${stamp}@example.test`);
  await admin.getByRole('link', { name: 'Open in the audit log' }).click();
  await expect(admin).toHaveURL(new RegExp(`/service/audit\\?org=${tid}$`));
  await expect(admin.getByRole('textbox', { name: 'Organisation id' })).toHaveValue(tid);
  await expect(table.getByRole('row', { name: new RegExp(tenant) })).toBeVisible();
});
