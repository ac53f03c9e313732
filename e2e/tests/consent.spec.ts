import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../support/accounts.ts';

// Analytics consent: asked on the first visit, accept and reject equally easy, remembered, and
// changeable from the account menu. Locally the apps send analytics to the console only (no
// Google tag can load offline), so no visit may leave an analytics cookie whatever the choice;
// a deployed build loads Firebase Analytics, under Consent Mode v2 defaults denied, only after
// an acceptance.
const banner = (page: Page) => page.getByRole('region', { name: /Analytics cookies/ });
const analyticsCookies = async (page: Page) =>
  (await page.context().cookies())
    .filter((cookie) => /^_ga|^_gid|^_gcl/.test(cookie.name))
    .map((cookie) => cookie.name);

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('asks; a rejection is kept, sets no analytics cookie and is not asked again', async ({ page }) => {
    await page.goto('/signin');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject analytics' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('assay.analytics-consent'))).toBe('denied');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to Assay' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await analyticsCookies(page)).toEqual([]);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('owner') });

  test('the choice can be changed from the account menu', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('assay.analytics-consent', 'denied'));
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: 'Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: 'Privacy choices' }).click();
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('assay.analytics-consent'))).toBe('granted');
  });
});
