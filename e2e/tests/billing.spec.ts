import { expect, test, type Page } from '@playwright/test';
import { createOrganisation, expectAccessible, recordedEvents, signUp } from '../support/fixtures.ts';

async function signUpWithOrganisation(page: Page, name: string, organisation: string): Promise<void> {
  const email = `billing-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  await signUp(page, { name, email, password: 'a-long-password' });
  await createOrganisation(page, organisation);
}

async function createTenant(page: Page, name: string): Promise<void> {
  await page.goto('/tenant/');
  await page.getByRole('button', { name: 'New tenant' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create tenant' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

// An owner pays for Team through the test checkout (the local stand-in for Stripe Checkout,
// which sends signed events to the real webhook), grows past the free limits, then tries to go
// back to Free and is told what to remove first.
test('an owner upgrades free → team through the test checkout, then is told what to remove before downgrading', async ({
  page,
}) => {
  // A whole journey (sign-up, checkout, webhook, four tenants): 53 s on a loaded machine.
  test.setTimeout(120_000);
  await signUpWithOrganisation(page, 'Fox Mulder', 'Mulder Audits');
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Plan and billing' });
  await expect(section.getByText('Free plan', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem', { name: 'Team plan' }).getByText('$49 / month')).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Upgrade to Team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Upgrade to the Team plan?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Go to checkout' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?testCheckout=cs_test_/);
  await expectAccessible(page);
  // A declined card leaves the checkout open and the plan unchanged.
  await checkout.getByRole('button', { name: 'Decline' }).click();
  await expect(checkout.getByText('Your card was declined.', { exact: false })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay' }).click();

  // Back on /admin through /checkout-success, which records the purchase.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Payment received: your new plan is active.', { exact: true })).toBeVisible();
  await expect(section.getByText('Team plan', { exact: true })).toBeVisible();
  await expect(section.getByText('Active', { exact: true })).toBeVisible();
  await expect(section.getByText(/^Renews on /)).toBeVisible();
  const purchases = (await recordedEvents(page)).filter((event) => event.name === 'purchase');
  expect(purchases.map((event) => event.params)).toEqual([{ plan: 'team', value: 49, currency: 'USD' }]);
  await expectAccessible(page);

  // Team allows more than Free's 3 active tenants.
  for (const name of ['Alpha Bank', 'Beta Freight', 'Cobalt Mines', 'Delta Health'])
    await createTenant(page, name);

  await page.goto('/admin');
  await section.getByRole('button', { name: 'Downgrade to Free' }).click();
  const downgrade = page.getByRole('alertdialog', { name: 'Downgrade to the Free plan?' });
  await downgrade.getByRole('button', { name: 'Downgrade to Free' }).click();
  await expect(
    downgrade.getByText('To move to the Free plan, first archive 1 tenant.', { exact: true }),
  ).toBeVisible();
  await expect(
    downgrade.getByRole('list', { name: 'What to remove first' }).getByText('Active tenants: 4 of 3 allowed'),
  ).toBeVisible();
  await expectAccessible(page);
  await downgrade.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByText('Team plan', { exact: true })).toBeVisible();
});

test('the plan and billing section fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpWithOrganisation(page, 'Dana Phone', 'Phone Audits');
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Plan and billing' });
  await expect(section.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
