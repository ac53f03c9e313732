import { expect, test, type Page } from '@playwright/test';
import { authEmulatorHost, projectId } from '../env.ts';
import { decidedGuestState, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';

// One's own account (issue 25): the account menu opens /account, where a person renames
// themselves, changes their password (re-authenticating in place), asks to change their address,
// and deletes the account, after which it no longer signs in.

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function emailChangeCodes(page: Page, email: string): Promise<unknown[]> {
  const response = await page.request.get(
    `http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_AND_CHANGE_EMAIL');
}

/** A toast (its text also sits in the screen-reader announcer, outside this region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: false });

test.use({ storageState: decidedGuestState });

test('a person renames themselves, changes their password, asks for a new address and deletes their account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `account-${Date.now()}@example.test`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Ann Account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the-first-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();

  // The account page needs no organisation.
  await page.getByRole('button', { name: 'Ann Account' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Ann Renamed');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, 'Name saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ann Renamed' })).toBeVisible();

  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('the-second-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('This is not your current password.')).toBeVisible();
  await password.getByLabel('Current password').fill('the-first-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();

  const address = page.getByRole('form', { name: 'Email address' });
  const newEmail = `moved-${Date.now()}@example.test`;
  await address.getByLabel('New email address').fill(newEmail);
  await address.getByLabel('Current password').fill('the-second-password');
  await address.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(address.getByText(`Open the link we sent to ${newEmail} to finish the change.`)).toBeVisible();
  await expect.poll(async () => (await emailChangeCodes(page, email)).length).toBe(1);

  // The old password no longer signs in; the new one does, with the new name.
  await page.goto('/signout');
  await expect(page.getByRole('heading', { name: 'Sign in to Assay', level: 1 })).toBeVisible();
  await signInWith(page, email, 'the-first-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await signInWith(page, email, 'the-second-password');
  await expect(page.getByRole('button', { name: 'Ann Renamed' })).toBeVisible();

  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('Your email address').fill(email);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Sign in to Assay', level: 1 })).toBeVisible();
  await signInWith(page, email, 'the-second-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
});

test('signing out everywhere ends this session too', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `everywhere-${Date.now()}@example.test`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Eve Everywhere');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out on every device?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Assay', level: 1 })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin/);
});

test.describe('a shared user', () => {
  test.use({ storageState: storageStateOf('shared') });

  test('opens their account from the portal’s account menu and finds their tenant again', async ({
    page,
  }) => {
    await page.goto('/shared');
    await expect(page).toHaveURL(/\/shared\/tenant\//);
    const tenantPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Sharon Shared' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/shared\/account$/);
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page);
    // The portal's navigation still leads to the one shared tenant.
    await page.getByRole('navigation').getByRole('link', { name: 'Shared tenant' }).click();
    await expect(page).toHaveURL(new RegExp(`${tenantPath.split('/').slice(0, 4).join('/')}`));
  });
});
