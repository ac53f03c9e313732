import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

// An owner creates an API key, copies it (its text is shown once), lists the organisation's
// tenants over the REST API as curl would (Playwright's HTTP client, not the page), revokes the
// key, and the next request is refused.
test.use({ storageState: storageStateOf('owner'), permissions: ['clipboard-read', 'clipboard-write'] });

test('an owner creates a key, copies it once, lists tenants over /api/v1, revokes it, and the next request is refused', async ({
  page,
  request,
}) => {
  // The api function's first request starts its emulator worker.
  test.setTimeout(120_000);
  const name = `Dashboard ${Date.now()}`;
  await page.goto('/developer');
  await expect(page.getByRole('heading', { name: 'Developer', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Developer sections' }).getByRole('link', { name: 'API keys' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill(name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your new key' });
  const field = shown.getByLabel('API key');
  // 30 s: apikeys-create's first call starts its emulator worker.
  await expect(field).toHaveValue(/^assay_(live|test)_[A-Za-z0-9]+_[A-Za-z0-9]+$/, { timeout: 30_000 });
  const secret = await field.inputValue();
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Key copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  // Shown once: the list has the key, the page nowhere holds its text.
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await page.content()).not.toContain(secret);

  // curl -H "Authorization: Bearer $KEY" <origin>/api/v1/tenants
  const listed = await request.get('/api/v1/tenants?pageSize=100', {
    headers: { Authorization: `Bearer ${secret}` },
  });
  expect(listed.status()).toBe(200);
  const page1 = (await listed.json()) as { items: { name: string }[]; total: number };
  expect(page1.total).toBeGreaterThan(0);
  expect(page1.items.length).toBe(Math.min(page1.total, 100));

  await table.getByRole('button', { name: `Revoke the key ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke the key ${name}?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden({ timeout: 30_000 });

  const refused = await request.get('/api/v1/tenants', { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'unauthenticated' });

  // The reference tab has its own URL.
  await page
    .getByRole('navigation', { name: 'Developer sections' })
    .getByRole('link', { name: 'Reference' })
    .click();
  await expect(page).toHaveURL(/\/developer\/reference$/);
  await expect(page.getByLabel(/^curl example of tenants-list$/)).toBeVisible();
  await expectAccessible(page);
});
