import { expect, test } from '@playwright/test';
import { decidedGuestState } from '../support/accounts.ts';
import { textedCode, verifyAddress } from '../support/auth-emulator.ts';
import { expectAccessible } from '../support/fixtures.ts';

// Two-step sign-in (issue 25) with a text message, on the Auth emulator: a new user verifies their
// address, adds a phone on their account page, and from then on signing in asks for the texted
// code. The emulator keeps the codes it "sends" at its verificationCodes endpoint (TOTP is not
// emulated: its screens are covered by component tests).

test.use({ storageState: decidedGuestState });

test('a person adds a phone as their second step, and signing in then asks for the texted code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `two-step-${stamp}@example.test`;
  const phoneNumber = `+1555${String(stamp).slice(-7)}`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Tess Twostep');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await verifyAddress(page, email);

  await page.goto('/account');
  await expect(page.getByText(/Two-step sign-in is off/)).toBeVisible();
  await page.getByRole('button', { name: 'Add phone' }).click();
  const add = page.getByRole('dialog', { name: 'Add a phone' });
  await add.getByLabel('Phone number').fill(phoneNumber);
  await add.getByLabel('Current password').fill('a-good-password');
  await add.getByRole('button', { name: 'Text me a code' }).click();
  await expect(add.getByText(`Code sent to ${phoneNumber}.`)).toBeVisible();
  await expectAccessible(page);
  await add.getByLabel('Code').fill(await textedCode(page, phoneNumber));
  await add.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Two-step sign-in is on'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your second steps' }).getByRole('listitem')).toHaveCount(1);

  // Signing in again: the password alone is not enough.
  await page.goto('/signout');
  await expect(page.getByRole('heading', { name: 'Sign in to Assay', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const step = page.getByRole('dialog', { name: 'Two-step sign-in' });
  await expect(step).toBeVisible();
  await expectAccessible(page);
  await step.getByLabel('Code').fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  // No code was texted yet for this sign-in: the wrong one is refused and nothing opens.
  await expect(step.getByText('Send the code first.')).toBeVisible();
  await step.getByRole('button', { name: 'Text me a code' }).click();
  await expect(step.getByText(/Code sent to/)).toBeVisible();
  await step.getByLabel('Code').fill(await textedCode(page, phoneNumber));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
});
