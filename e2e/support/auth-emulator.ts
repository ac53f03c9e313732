// What the Auth emulator "sends" instead of texts and mails: the codes it texted and the links it
// mailed, read from its REST endpoints, and the steps a person takes with them.
import { expect, type Page } from '@playwright/test';
import { authEmulatorHost, projectId } from '../env.ts';

const emulator = `http://${authEmulatorHost}/emulator/v1/projects/${projectId}`;

/** The newest code texted to `phoneNumber` (the emulator forgets a code once it is used). */
export async function textedCode(page: Page, phoneNumber: string): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`${emulator}/verificationCodes`);
      const { verificationCodes = [] } = (await response.json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[];
      };
      codes = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).map((c) => c.code);
      return codes.length;
    })
    .toBeGreaterThan(0);
  return codes[codes.length - 1] ?? '';
}

/** Opens the verification link the emulator mailed to `email`, as its owner would. */
export async function verifyAddress(page: Page, email: string): Promise<void> {
  const response = await page.request.get(`${emulator}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.find((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  expect(link, 'the verification mail').toBeTruthy();
  // The emulator applies the code when its link is opened.
  expect((await page.request.get(link?.oobLink ?? '')).ok()).toBe(true);
}

/** On the account page: adds `phoneNumber` as a second step with the texted code. */
export async function addPhoneOnAccountPage(
  page: Page,
  phoneNumber: string,
  password: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Add phone' }).click();
  const add = page.getByRole('dialog', { name: 'Add a phone' });
  await add.getByLabel('Phone number').fill(phoneNumber);
  await add.getByLabel('Current password').fill(password);
  await add.getByRole('button', { name: 'Text me a code' }).click();
  await expect(add.getByText(`Code sent to ${phoneNumber}.`)).toBeVisible();
  await add.getByLabel('Code').fill(await textedCode(page, phoneNumber));
  await add.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Two-step sign-in is on'),
  ).toBeVisible();
}

/**
 * The newest passwordless sign-in link the emulator mailed to `email`, as the path and query the
 * recipient lands on (the app's continue URL with the emulator's code), or null while none is there.
 */
export async function signInLinkFor(page: Page, email: string): Promise<string | null> {
  const response = await page.request.get(`${emulator}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes
    .filter((candidate) => candidate.email === email && candidate.requestType === 'EMAIL_SIGNIN')
    .at(-1);
  if (!code) return null;
  const link = new URL(code.oobLink);
  const target = new URL(link.searchParams.get('continueUrl') ?? '');
  for (const name of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = link.searchParams.get(name);
    if (value) target.searchParams.set(name, value);
  }
  return `${target.pathname}${target.search}`;
}
