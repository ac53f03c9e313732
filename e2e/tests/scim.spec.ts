import { expect, test, type APIRequestContext } from '@playwright/test';
import { decidedGuestState } from '../support/accounts.ts';
import { createOrganisation, expectAccessible, signIn, signUp } from '../support/fixtures.ts';

// An owner on the Business plan connects an identity provider by SCIM (issue 25): the provider,
// played by Playwright's HTTP client as Entra ID would send it, provisions a person who already
// has an account, and the person works in the organisation at once; when the provider
// deactivates them, their next action in the browser signs them out, and they belong nowhere.

test.use({ storageState: decidedGuestState, permissions: ['clipboard-read', 'clipboard-write'] });

const password = 'a-long-password';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** A request of the identity provider to the organisation's SCIM base URL (through Hosting). */
function scim(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
) {
  return request.fetch(`/scim/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: JSON.stringify(body),
  });
}

test('an identity provider provisions a member by SCIM, and deactivating them ends their session', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ups, a checkout and the scimApi function's first request (14 s alone, more under load).
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const memberEmail = `grace-${stamp}@example.test`;

  // The owner's organisation, on the Business plan through the test checkout.
  await signUp(page, { name: 'Ada Owner', email: `ada-${stamp}@example.test`, password });
  await createOrganisation(page, 'Lovelace Security');
  await page.goto('/admin');
  const billing = page.getByRole('region', { name: 'Plan and billing' });
  await billing.getByRole('button', { name: 'Upgrade to Business' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go to checkout' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay' }).click();
  await expect(billing.getByText('Business plan', { exact: true })).toBeVisible({ timeout: 30_000 });

  // A SCIM token, shown once.
  const card = page.getByRole('region', { name: 'Directory provisioning (SCIM)' });
  await expect(card.getByLabel('SCIM base URL')).toHaveValue(/\/scim\/v2$/);
  await card.getByRole('button', { name: 'Create SCIM token' }).click();
  const create = page.getByRole('dialog', { name: 'Create a SCIM token' });
  await create.getByLabel('Name').fill('Entra ID');
  await create.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your SCIM token' });
  const field = shown.getByLabel('SCIM token');
  await expect(field).not.toHaveValue('', { timeout: 30_000 });
  const token = await field.inputValue();
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByRole('table', { name: 'SCIM tokens' }).getByText('Entra ID')).toBeVisible();

  // The person has an account and no organisation yet.
  const memberContext = await browser.newContext({ storageState: decidedGuestState });
  const member = await memberContext.newPage();
  await signUp(member, { name: 'Grace Member', email: memberEmail, password });

  // Entra ID provisions them: a member at once, with the viewer role (no group yet).
  const created = await scim(request, token, 'POST', '/Users', {
    schemas: [USER],
    userName: memberEmail,
    externalId: `entra-${stamp}`,
    active: true,
    displayName: 'Grace Member',
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Signed in again, they work in the organisation as a viewer.
  await member.goto('/signout');
  await expect(member).toHaveURL(/\/signin$/);
  await signIn(member, memberEmail, password);
  await member.goto('/tenant/');
  await expect(member.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await expect(member.getByRole('button', { name: 'New tenant' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(
    page.getByRole('table', { name: 'Members' }).getByText('Grace Member', { exact: true }),
  ).toBeVisible();

  // Entra ID deactivates them (its "False" string): their next action signs them out.
  const off = await scim(request, token, 'PATCH', `/Users/${id}`, {
    schemas: [PATCH],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
  expect(off.status()).toBe(200);
  expect(await off.json()).toMatchObject({ id, active: false });
  await member.getByRole('link', { name: 'Admin' }).first().click();
  await expect(member).toHaveURL(/\/signin/);
  await expectAccessible(member);
  await signIn(member, memberEmail, password);
  await expect(member.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await memberContext.close();

  // The owner's audit log says the provider did it.
  await page.reload();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('Member provisioned (SCIM)')).toBeVisible();
  await expect(log.getByText('Member updated (SCIM)')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Members' }).getByText('Grace Member', { exact: true }),
  ).toHaveCount(0);
});
