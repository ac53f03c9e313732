import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test('an email-link sign-in requested on /signin shows in the service outbox, and following the link in a fresh browser signs in', async ({
  page,
  browser,
}) => {
  // A guest asks for a link on the way to the tenant list.
  await page.goto('/tenant/');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await page.getByRole('tab', { name: 'Email link' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(accounts.viewer);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(`we sent a sign-in link to ${accounts.viewer}`)).toBeVisible();

  // The system admin finds it in the outbox.
  const admin = await browser.newContext({ storageState: storageStateOf('admin') });
  const service = await admin.newPage();
  await service.goto('/service/outbox');
  await expect(service.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const link = service
    .getByRole('table', { name: 'Sign-in and account links' })
    .getByRole('link', { name: `Sign-in link for ${accounts.viewer}` })
    .last();
  await expect(link).toBeVisible();
  await expectAccessible(service);
  const href = await link.getAttribute('href');
  expect(href).toContain('mode=signIn');
  await admin.close();

  // Another browser (no remembered address) follows it: the app asks for the address, then signs in.
  const fresh = await browser.newContext();
  const mailbox = await fresh.newPage();
  await mailbox.goto(href ?? '');
  await expect(mailbox).toHaveURL(/\/signin\?/);
  await mailbox.getByRole('textbox', { name: 'Email' }).fill(accounts.viewer);
  await mailbox.getByRole('button', { name: 'Finish signing in' }).click();
  await expect(mailbox).toHaveURL(/\/tenant\/$/);
  await expect(mailbox.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await fresh.close();
});
