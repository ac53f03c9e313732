import { expect, test } from '@playwright/test';
import { decidedGuestState, password } from '../support/accounts.ts';
import { callAs, idTokenOf } from '../support/callables.ts';
import { createOrganisation, expectAccessible, signUp } from '../support/fixtures.ts';
import { linkMailedTo } from '../support/mail.ts';

// One account in several organisations (issue 25): a consultant who owns an organisation is
// invited to another, accepts, and switches between the two from the top bar; each shows only its
// own tenants, and a direct link to the other one's tenant is not found after the switch.
test.use({ storageState: decidedGuestState });

test('switching organisations shows the other one’s tenants and never mixes them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const consultantEmail = `consultant-${stamp}@example.test`;
  const ownerEmail = `acme-owner-${stamp}@example.test`;
  const own = `Consult ${stamp}`;
  const acme = `Acme ${stamp}`;

  // The consultant's own organisation and one of its clients.
  await signUp(page, { name: 'Cleo Consultant', email: consultantEmail, password });
  await createOrganisation(page, own);
  await callAs(await idTokenOf(consultantEmail), 'tenants-create', {
    name: `Own client ${stamp}`,
    kind: 'client',
  });

  // Another organisation, with a tenant of its own, invites the consultant.
  const ownerContext = await browser.newContext({ storageState: decidedGuestState });
  const owner = await ownerContext.newPage();
  await signUp(owner, { name: 'Aria Owner', email: ownerEmail, password });
  await createOrganisation(owner, acme);
  await ownerContext.close();
  const ownerToken = await idTokenOf(ownerEmail);
  const acmeTenant = await callAs<{ id: string }>(ownerToken, 'tenants-create', {
    name: `Acme plant ${stamp}`,
    kind: 'subsidiary',
  });
  await callAs(ownerToken, 'members-invite', { email: consultantEmail, role: 'editor' });

  // The consultant accepts with the account that already owns an organisation: Acme becomes active.
  await expect.poll(() => linkMailedTo(consultantEmail)).not.toBeNull();
  await page.goto((await linkMailedTo(consultantEmail)) ?? '/');
  await expect(page.getByRole('heading', { name: `Join ${acme}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText(`${acme} · Free plan`)).toBeVisible();
  const switcher = page.getByRole('button', { name: /^Current organisation:/ });
  await expect(switcher).toHaveAccessibleName(new RegExp(`^Current organisation:\\s*${acme}$`));
  await page.getByRole('link', { name: 'Tenants' }).first().click();
  await expect(page.getByText(`Acme plant ${stamp}`).first()).toBeVisible();
  await expect(page.getByText(`Own client ${stamp}`)).toHaveCount(0);

  // Switching by keyboard: the menu lists both with the role in each; the other one is chosen.
  await switcher.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(acme) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(own) })).toContainText('Owner');
  await expectAccessible(page);
  await menu.getByRole('menuitemradio', { name: new RegExp(own) }).focus();
  await page.keyboard.press('Enter');
  await expect(switcher).toHaveAccessibleName(new RegExp(`^Current organisation:\\s*${own}$`));
  await expect(page).toHaveURL(/\/tenant\/$/);
  await expect(page.getByText(`Own client ${stamp}`).first()).toBeVisible();
  await expect(page.getByText(`Acme plant ${stamp}`)).toHaveCount(0);
  await expectAccessible(page);

  // The other organisation's tenant, opened directly, is not found from here.
  await page.goto(`/tenant/${acmeTenant.id}`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByText(`Acme plant ${stamp}`)).toHaveCount(0);

  // And back: Acme's tenants only.
  await page.goto('/tenant/');
  await switcher.click();
  await page.getByRole('menuitemradio', { name: new RegExp(acme) }).click();
  await expect(switcher).toHaveAccessibleName(new RegExp(`^Current organisation:\\s*${acme}$`));
  await expect(page.getByText(`Acme plant ${stamp}`).first()).toBeVisible();
  await expect(page.getByText(`Own client ${stamp}`)).toHaveCount(0);
});
