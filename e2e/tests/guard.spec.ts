import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test.describe('as a guest', () => {
  test('a route needing sign-in sends me to /signin and back afterwards', async ({ page }) => {
    await page.goto('/tenant/');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Ftenant%2F$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Assay' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the service area sends me to sign in', async ({ page }) => {
    await page.goto('/service/tenants');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fservice%2Ftenants$/);
  });

  test('/shared sends me to sign in', async ({ page }) => {
    await page.goto('/shared');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the shared sign-in page is open to guests', async ({ page }) => {
    await page.goto('/sharedSignin/some-tenant');
    await expect(page.getByRole('heading', { name: 'Sign in to your shared tenant' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the in-progress landing needs no sign-in', async ({ page }) => {
    await page.goto('/in-progress/org-1/tenant-1');
    await expect(page).toHaveURL(/\/in-progress\/org-1\/tenant-1$/);
    // Without a token there is nothing to open: a clear page, no data.
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  });
});

test.describe('as a member (owner)', () => {
  test.use({ storageState: storageStateOf('owner') });

  test('the service area answers 403', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expectAccessible(page);
  });

  for (const url of [
    '/service/tenants',
    '/service/tenants/some-org',
    '/service/tenants/some-org/some-tenant/results',
    '/service/users/some-user',
    '/service/subscriptions',
    '/service/audit',
    '/service/outbox',
  ]) {
    test(`${url} answers 403 too`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    });
  }

  test('guest-only /signin sends me home', async ({ page }) => {
    await page.goto('/signin');
    // The whole pathname: a pattern ending in \/$ would also accept /tenant/.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  test('/shared sends me to my tenant list', async ({ page }) => {
    await page.goto('/shared');
    await expect(page).toHaveURL(/\/tenant\/$/);
  });
});

test.describe('as a system admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('I reach the service console and see every organisation', async ({ page }) => {
    await page.goto('/service');
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Northwind Consulting' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Globex Audit' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('as a shared user', () => {
  test.use({ storageState: storageStateOf('shared') });

  test('opening /tenant/ lands on my shared tenant', async ({ page }) => {
    await page.goto('/tenant/');
    await expect(page).toHaveURL(/\/shared\/tenant\/[^/]+$/);
    await expect(page.getByText('Shared with you')).toBeVisible();
    await expectAccessible(page);
  });

  test('/shared sends me to my tenant', async ({ page }) => {
    await page.goto('/shared');
    await expect(page).toHaveURL(/\/shared\/tenant\/[^/]+$/);
  });

  test('another shared tenant id is a not-found page that names nothing', async ({ page }) => {
    await page.goto('/shared/tenant/not-mine/overview');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/shared\/tenant\/not-mine\/overview$/);
  });
});
