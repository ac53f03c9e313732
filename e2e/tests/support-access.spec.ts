import { expect, test, type Page } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { expectAccessible } from '../support/fixtures.ts';
import { linkMailedTo, newestMailText } from '../support/mail.ts';
import { expireSupportAccess, northwind, withdrawSupportAccess } from '../support/support-grants.ts';

// Support access the customer approves: a system admin asks Northwind's owners for read-only
// access with a reason and a duration; the owner is mailed and approves it from their admin page
// (asked first); the admin reads a tenant's results under a banner naming the grant, with nothing
// to edit; the grant's end passes (moved into the past on the emulator) and the drill-down closes
// with nothing of the organisation left on screen. (A non-admin's 403 on /service URLs, the
// drill-down's included, is guard.spec.ts's.)
test.use({ storageState: storageStateOf('admin') });

// The journey's first call to each callable starts its Functions emulator worker (several
// seconds each on a loaded machine): room for that, not a timing.
const afterFirstCall = expect.configure({ timeout: 30_000 });

/** A toast (the audit log on the same page may hold the same words as an action's name). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

const drillDown = `/service/tenants/${northwind.tid}/nw-contoso`;

/** Nothing of Northwind's content: no banner, no tenant, assessment or result. */
async function expectNothingOfTheOrganisation(page: Page): Promise<void> {
  await expect(page.getByText('No active support access')).toBeVisible();
  await expect(page.getByText(/Read-only support access under grant/)).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Tenants (read-only under support access)' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Assessments' })).toHaveCount(0);
  await expect(page.getByText('Essential hygiene, Q2')).toHaveCount(0);
  await expect(page.getByText('Contoso Pharmaceuticals')).toHaveCount(0);
}

test('a system admin asks for support access, the owner approves it from the mail, the admin reads results read-only until the grant ends', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // An earlier run that stopped half-way may have left the admin's access open.
  await withdrawSupportAccess();
  const reason = `Customer reported a wrong domain score (${Date.now()})`;

  // The admin asks on the organisation's page: a reason (checked) and a duration.
  await page.goto(`/service/tenants/${northwind.tid}`);
  await expect(page.getByRole('heading', { name: northwind.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Request support access' }).click();
  const ask = page.getByRole('dialog', { name: 'Request support access' });
  await ask.getByLabel('Reason').fill('too short');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(ask.getByText(/at least 10 characters/)).toBeVisible();
  await expectAccessible(page);
  await ask.getByLabel('Reason').fill(reason);
  await ask.getByLabel(/Duration in hours/).fill('4');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await afterFirstCall(toast(page, 'Support access requested; the owners were mailed')).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Waiting for an owner')).toBeVisible();

  // Until an owner approves, the drill-down shows nothing of the organisation.
  await page.goto(drillDown);
  await expect(page.getByText('Waiting for an owner')).toBeVisible();
  await expectNothingOfTheOrganisation(page);

  // The owner is mailed; the mail's link opens their admin page, where they approve (asked first).
  await expect.poll(() => newestMailText(accounts.owner)).toContain(reason);
  const link = await linkMailedTo(accounts.owner);
  expect(link).toBe('/admin');
  const ownerContext = await browser.newContext({ storageState: storageStateOf('owner') });
  const owner = await ownerContext.newPage();
  await owner.goto(link ?? '/admin');
  const grants = owner.getByRole('table', { name: 'Support access requests and grants' });
  const request = grants.getByRole('row', { name: new RegExp(reason.replace(/[()]/g, '\\$&')) });
  await afterFirstCall(request.getByText('Waiting for an owner')).toBeVisible();
  await expect(request.getByText('4 h once approved')).toBeVisible();
  await expectAccessible(owner);
  await request.getByRole('button', { name: `Approve the request of ${accounts.admin}` }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Approve support access?' });
  await expect(confirm.getByText(reason, { exact: false })).toBeVisible();
  await expectAccessible(owner);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await afterFirstCall(toast(owner, 'Support access approved')).toBeVisible();
  await expect(request.getByText('Active')).toBeVisible();
  await expect(request.getByRole('button', { name: `Revoke the access of ${accounts.admin}` })).toBeVisible();
  await ownerContext.close();

  // The admin drills into a tenant's results: read-only, under a banner naming the grant and its end.
  await page.goto(`/service/tenants/${northwind.tid}`);
  await expect(page.getByText(/Read-only, ends in (4|3) hours/)).toBeVisible();
  await afterFirstCall(
    page
      .getByRole('table', { name: 'Tenants (read-only under support access)' })
      .getByRole('link', { name: 'Contoso Pharmaceuticals' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Contoso Pharmaceuticals' }).click();
  await expect(page).toHaveURL(new RegExp(`${drillDown}$`));
  const banner = page.getByText(
    /Read-only support access under grant sg-\S+ until .+ \(in (4|3) hours\)\. Every read is recorded/,
  );
  await expect(banner).toBeVisible();
  await afterFirstCall(page.getByRole('link', { name: 'Essential hygiene, Q2' })).toBeVisible();
  await page.getByRole('link', { name: 'Essential hygiene, Q2' }).click();
  await afterFirstCall(page.getByRole('heading', { name: /^Essential hygiene, Q2 · / })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gaps by priority' })).toBeVisible();
  // Nothing to change: no field, no choice, no button that edits, answers, completes or deletes.
  for (const role of ['textbox', 'combobox', 'checkbox', 'radio', 'spinbutton'] as const)
    await expect(page.getByRole(role)).toHaveCount(0);
  await expect(
    page.getByRole('button', {
      name: /edit|save|answer|complete|reopen|delete|remove|archive|export|share|new/i,
    }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // The grant's end passes. Without reloading, the next read is refused and the page reads the
  // grant again: it shows as expired, with the ways to ask again, and nothing of the content.
  await expireSupportAccess();
  await page.getByRole('link', { name: 'Roadmap' }).click();
  await expectNothingOfTheOrganisation(page);
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request support access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Break-glass' })).toBeVisible();
  // And so it stays on a fresh load of the results' address.
  await page.goBack();
  await page.reload();
  await expectNothingOfTheOrganisation(page);
  await expectAccessible(page);
});
