import { expect as baseExpect, test } from '@playwright/test';
import { accounts, decidedGuestState, storageStateOf } from '../support/accounts.ts';
import { signInLinkFor } from '../support/auth-emulator.ts';
import { callAs, idTokenOf } from '../support/callables.ts';
import { expectAccessible } from '../support/fixtures.ts';
import { linkMailedTo, newestMailText } from '../support/mail.ts';

test.use({ storageState: storageStateOf('editor') });

// Each callable's first call starts a cold worker on the Functions emulator: room for that.
const expect = baseExpect.configure({ timeout: 30_000 });

// An editor creates a tenant whose client language is French (the tenant form's select); its
// outside respondent is mailed in French, and the link opens the respondent's page in French
// (<html lang="fr">) in an English browser that never chose a language. axe checks that page.
test("a French tenant's respondent is mailed in French and the link opens in French", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tenantName = `Société ${Date.now()}`;
  const respondent = `repondant-${Date.now()}@example.test`;
  await page.goto('/tenant/');
  await page.getByRole('button', { name: 'New tenant' }).first().click();
  const form = page.getByRole('dialog', { name: 'New tenant' });
  await form.getByLabel('Name').fill(tenantName);
  await form.getByRole('combobox', { name: 'Client language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await form.getByRole('button', { name: 'Create tenant' }).click();
  await expect(page).toHaveURL(/\/tenant\/[^/]+/);
  const tenantId = new URL(page.url()).pathname.split('/')[2]!;

  const idToken = await idTokenOf(accounts.editor);
  const assessment = await callAs<{ id: string }>(idToken, 'assessments-create', {
    tenantId,
    baselineId: 'esh-v1',
    name: 'Revue annuelle',
  });
  await callAs(idToken, 'respondents-invite', { assessmentId: assessment.id, email: respondent });
  let link: string | null = null;
  await expect
    .poll(async () => (link = await linkMailedTo(respondent)), {
      message: 'the invitation is in the mail collection',
    })
    .toMatch(new RegExp(`^/in-progress/[^/]+/${tenantId}\\?token=`));
  const text = await newestMailText(respondent);
  expect(text).toContain(`vous invite à répondre à`);
  expect(text).toContain(`de l'évaluation « Revue annuelle » pour ${tenantName}.`);
  expect(text).toContain('Le lien est valable jusqu');

  const guest = await browser.newContext({ storageState: decidedGuestState, locale: 'en-US' });
  try {
    const outside = await guest.newPage();
    await outside.goto(link!);
    await expect(outside.getByRole('heading', { level: 1, name: 'Revue annuelle' })).toBeVisible();
    await expect(outside.getByRole('progressbar', { name: 'Votre progression' })).toBeVisible();
    await expect(outside.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(outside);
  } finally {
    await guest.close();
  }
});

// A tenant whose client language is French, shared with its client: the sharing mail, the sign-in
// page it links to and the portal behind it speak French in an English browser. axe checks the portal.
test("a French tenant's shared portal speaks French, from the mail to the overview", async ({ browser }) => {
  test.setTimeout(180_000);
  const tenantName = `Filiale ${Date.now()}`;
  const client = `client-fr-${Date.now()}@example.test`;
  const idToken = await idTokenOf(accounts.editor);
  const tenant = await callAs<{ id: string }>(idToken, 'tenants-create', {
    name: tenantName,
    kind: 'client',
    clientLanguage: 'fr',
  });
  await callAs(idToken, 'sharing-share', { tenantId: tenant.id, email: client });
  let mailed: string | null = null;
  await expect
    .poll(async () => (mailed = await linkMailedTo(client)), { message: 'the sharing mail is out' })
    .toMatch(new RegExp(`^/sharedSignin/${tenant.id}\\?`));
  expect(await newestMailText(client)).toContain(
    `a partagé avec vous sur Assay les résultats d'évaluation de ${tenantName}`,
  );

  const guest = await browser.newContext({ storageState: decidedGuestState, locale: 'en-US' });
  try {
    const page = await guest.newPage();
    await page.goto(mailed!);
    await expect(page.getByRole('heading', { name: `Connectez-vous pour voir ${tenantName}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByLabel('E-mail').fill(client);
    await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
    let link: string | null = null;
    await expect.poll(async () => (link = await signInLinkFor(page, client))).not.toBeNull();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: tenantName })).toBeVisible();
    await expect(page.getByText(/^Partagé avec vous par /)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);
  } finally {
    await guest.close();
  }
});
