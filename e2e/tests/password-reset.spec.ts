import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/fixtures.ts';
import { authEmulatorHost, projectId } from '../env.ts';

// Forgot password (issue 25): /signin mails a reset link; the link opens the app's own page
// (/auth/action, as the local outbox lists it and production's mail template points to), which
// sets the new password and signs in with it; the old password no longer works.

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

async function resetCodes(page: Page, email: string): Promise<OobCode[]> {
  const response = await page.request.get(
    `http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.use({ storageState: { cookies: [], origins: [] } });

test('a person who forgot their password resets it from /signin and is signed in with the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `reset-${Date.now()}@example.test`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Rita Reset');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the-old-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();

  // Another browser, signed out: "Forgot password?" with the address typed on the sign-in tab.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await context.newPage();
  try {
    await guest.goto('/signin');
    await guest.getByLabel('Email').fill(email);
    await guest.getByRole('button', { name: 'Forgot password?' }).click();
    const form = guest.getByRole('form', { name: 'Reset your password' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(guest);
    await form.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(
      form.getByText(`If an account uses ${email}, a link to choose a new password`),
    ).toBeVisible();
    // An address with no account gets the same answer (no one learns who uses Assay).
    await form.getByLabel('Email').fill(`nobody-${Date.now()}@example.test`);
    await form.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(form.getByText(/If an account uses nobody-/)).toBeVisible();

    await expect.poll(async () => (await resetCodes(guest, email)).length).toBe(1);
    const [code] = await resetCodes(guest, email);
    const continueUrl = new URL(code?.oobLink ?? '').searchParams.get('continueUrl') ?? '';
    expect(new URL(continueUrl).origin).toBe(new URL(guest.url()).origin);
    await guest.goto(
      `/auth/action?mode=resetPassword&oobCode=${code?.oobCode}&continueUrl=${encodeURIComponent(continueUrl)}`,
    );
    await expect(guest.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await expect(guest.getByText(`For ${email}.`)).toBeVisible();
    await expectAccessible(guest);
    await guest.getByRole('textbox', { name: 'New password' }).fill('short');
    await guest.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(guest.getByText('Use at least 8 characters.')).toBeVisible();
    await guest.getByRole('textbox', { name: 'New password' }).fill('the-new-password');
    await guest.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(guest.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();

    // The link works once.
    await guest.goto(`/auth/action?mode=resetPassword&oobCode=${code?.oobCode}`);
    await expect(guest.getByText('This link does not work')).toBeVisible();
  } finally {
    await context.close();
  }

  // The old password is refused; the new one signs in.
  await page.goto('/signout');
  await expect(page.getByRole('heading', { name: 'Sign in to Assay', level: 1 })).toBeVisible();
  await signInWith(page, email, 'the-old-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await signInWith(page, email, 'the-new-password');
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
});
