import { expect, test } from '@playwright/test';
import { decidedGuestState, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

test.use({ storageState: storageStateOf('owner') });

// The top bar's account slot is one button whatever it holds, so it fits a phone; its menu holds
// who is signed in, the language, the privacy choices and signing out.
test('the account menu fits a phone and changes the language of every page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('assay.analytics-consent', 'denied'));
  await page.reload();
  const account = page.getByRole('button', { name: 'Olivia Owner' });
  await expect(account).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('owner@demo.assay.test');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/signout');
  await expectAccessible(page);

  // On a phone the languages sit in the menu itself (a submenu would open off the screen).
  const menuBox = await menu.boundingBox();
  expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= 390).toBe(true);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => window.localStorage.getItem('assay.locale'))).toBe('de');

  // On a wider screen, by keyboard into the "Sprache" submenu, back to English.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Olivia Owner' }).click();
  await page.getByRole('menuitem', { name: 'Sprache' }).press('ArrowRight');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'English' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// The pages people open from a mail speak the language too: first the browser's (Chromium asking
// for German), before anyone has chosen one in a menu.
test.describe('in a German browser, signed out', () => {
  test.use({ storageState: decidedGuestState, locale: 'de-DE' });

  test('the shared sign-in page and a respondent page speak German', async ({ page }) => {
    await page.goto('/sharedSignin/some-tenant');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Bei Ihrem geteilten Mandanten anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link per E-Mail senden' })).toBeVisible();
    await page.getByRole('button', { name: 'Link per E-Mail senden' }).click();
    await expect(page.getByText('Geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expectAccessible(page);

    // A respondent's link without its token: the page says so, in German.
    await page.goto('/in-progress/org-1/tenant-1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dieser Link funktioniert nicht' }),
    ).toBeVisible();
    await expect(page.getByText('Bitten Sie die Person, die Sie eingeladen hat')).toBeVisible();
    await expectAccessible(page);
  });
});
