import { expect, test } from '@playwright/test';
import { accounts, password, storageStateOf } from '../support/accounts.ts';
import { expectAccessible, recordedEvents } from '../support/fixtures.ts';

test('sign in with email and password returns to the page I asked for, and sign out ends the session', async ({
  page,
}) => {
  await page.goto('/tenant/');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await page.getByLabel('Email').fill(accounts.editor);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/tenant\/$/);
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();

  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/tenant/');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});

test('Google sign-in through the Auth emulator creates an account that names its organisation', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('alertdialog', { name: 'Sign in with Google (emulator)' });
  await expect(chooser.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await chooser.getByLabel('Google email').fill(`google-${Date.now()}@example.test`);
  await chooser.getByLabel('Display name').fill('Grace Google');
  await chooser.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Organisation name').fill('Hopper Assurance');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace Google' })).toBeVisible();
  await expect(page.getByText('Hopper Assurance · Free plan')).toBeVisible();
});

test.describe('analytics', () => {
  test.use({ storageState: storageStateOf('owner') });

  test('every navigation scrolls to top and sends page_view with path, title, tab and focus', async ({
    page,
  }) => {
    // A short window, so that the list scrolls and "back to the top" can be seen.
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/tenant/');
    const last = page.getByRole('table', { name: 'Tenants' }).getByRole('link').last();
    await expect(last).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await last.click();
    await expect(page).toHaveURL(/\/tenant\/[^/]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const views = (await recordedEvents(page)).filter((e) => e.name === 'page_view');
    expect(views.map((v) => v.params.path)).toEqual([
      '/tenant/',
      expect.stringMatching(/^\/tenant\/[^/]+$/),
      expect.stringMatching(/\/settings$/),
    ]);
    expect(views[1]?.params).toMatchObject({ title: 'overview', tab: 'overview' });
    expect(views[2]?.params).toMatchObject({ title: 'settings', tab: 'settings' });

    // A focused item (the fourth segment) is reported, and tab links keep it.
    await page.goto('/tenant/nw-fabrikam/roadmap/item-7');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/tenant\/nw-fabrikam\/settings\/item-7$/);
    const focused = (await recordedEvents(page)).filter((e) => e.name === 'page_view');
    expect(focused.map((v) => v.params)).toEqual([
      expect.objectContaining({
        path: '/tenant/nw-fabrikam/roadmap/item-7',
        tab: 'roadmap',
        focus: 'item-7',
      }),
      expect.objectContaining({
        path: '/tenant/nw-fabrikam/settings/item-7',
        tab: 'settings',
        focus: 'item-7',
      }),
    ]);
  });

  for (const [path, event] of [
    ['/upgrade-success', 'upgrade_subscription'],
    ['/downgrade-success', 'downgrade_subscription'],
    ['/checkout-success', 'purchase'],
    ['/checkout-cancel', 'checkout_cancelled'],
  ] as const) {
    test(`${path} records ${event} and goes to /admin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      const names = (await recordedEvents(page)).map((e) => e.name);
      expect(names.filter((n) => n === event)).toHaveLength(1);
    });
  }
});

test.describe('as a viewer', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('I can read the tenant list but not create tenants', async ({ page }) => {
    await page.goto('/tenant/');
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New tenant' })).toHaveCount(0);
    await expect(page).toHaveTitle('Tenants · Assay');
    await expectAccessible(page);
  });
});

test('a start-up failure shows the error screen with a retry, not a blank page', async ({ page }) => {
  // /signin starts its page alone (sign-in-entry), every other page the app: neither may load.
  await page.route(/\/assets\/(app|sign-in-entry)-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Assay could not start' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
