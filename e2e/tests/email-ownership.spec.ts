import { expect, test, type Page } from '@playwright/test';
import { authEmulatorHost, projectId } from '../env.ts';
import { signUp } from '../support/fixtures.ts';

// Email ownership (issue 6): sign-up sends a verification link (the Auth emulator keeps it),
// the app asks for it until it is opened, and only a verified address lets Google join the
// account instead of replacing its password.

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

async function verificationLinks(page: Page, email: string): Promise<OobCode[]> {
  const response = await page.request.get(
    `http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

/** Opens the verification link the way the email's recipient would (applyActionCode). */
async function openLink(page: Page, code: OobCode): Promise<void> {
  const apiKey = new URL(code.oobLink).searchParams.get('apiKey') ?? 'fake-api-key';
  const response = await page.request.post(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=${apiKey}`,
    { data: { oobCode: code.oobCode } },
  );
  expect(response.ok()).toBe(true);
}

async function signInWithGoogle(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('alertdialog', { name: 'Sign in with Google (emulator)' });
  await chooser.getByLabel('Google email').fill(email);
  await chooser.getByLabel('Display name').fill('Ada Google');
  await chooser.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A toast (its text also sits in the screen-reader announcer, outside this region). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: false });
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Verify your email address' });

test('sign-up sends a verification link; the banner resends it and goes once the link is opened', async ({
  page,
}) => {
  const email = `verify-${Date.now()}@example.test`;
  await signUp(page, { name: 'Ada Owner', email, password: 'a-long-password' });
  await expect.poll(async () => (await verificationLinks(page, email)).length).toBe(1);
  await expect(banner(page)).toContainText(`We sent a link to ${email}`);

  await banner(page).getByRole('button', { name: 'Resend link' }).click();
  await expect(toast(page, `We sent a new link to ${email}`)).toBeVisible();
  await expect.poll(async () => (await verificationLinks(page, email)).length).toBe(2);

  // Not opened yet: the banner stays.
  await banner(page).getByRole('button', { name: "I've verified" }).click();
  await expect(toast(page, 'Not verified yet')).toBeVisible();
  await expect(banner(page)).toBeVisible();

  const [latest] = (await verificationLinks(page, email)).slice(-1);
  await openLink(page, latest!);
  await banner(page).getByRole('button', { name: "I've verified" }).click();
  await expect(toast(page, 'Email address verified')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a verified address signs in with Google too, and its password keeps working', async ({ page }) => {
  const email = `verified-${Date.now()}@example.test`;
  await signUp(page, { name: 'Ada Owner', email, password: 'a-long-password' });
  await expect.poll(async () => (await verificationLinks(page, email)).length).toBe(1);
  await openLink(page, (await verificationLinks(page, email))[0]!);
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);

  await signInWithGoogle(page, email);
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
});

test('an unverified address is warned, and Google sign-in on it replaces the password as warned', async ({
  page,
}) => {
  const email = `unverified-${Date.now()}@example.test`;
  await signUp(page, { name: 'Ada Owner', email, password: 'a-long-password' });
  await expect(banner(page)).toContainText(
    'signing in with Google on this address would replace your password',
  );
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);

  await signInWithGoogle(page, email);
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithPassword(page, email);
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
});
