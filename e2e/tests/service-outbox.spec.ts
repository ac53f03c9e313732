import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from '../support/accounts.ts';
import { callAs, idTokenOf } from '../support/callables.ts';
import { expectAccessible } from '../support/fixtures.ts';
import { deliveryStateOf, markMailFailed } from '../support/outbox.ts';

test.use({ storageState: storageStateOf('admin') });

// Northwind's owner invites someone (the product queues the invitation's mail); a system admin
// finds it in the outbox by its recipient and opens it; once the Trigger Email extension reports
// a failure (written on the emulator as it would), the admin resends it after a confirmation.
test('a system admin finds a mail by its recipient, opens it, and resends it once its delivery failed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const invitee = `outbox-${Date.now()}@example.test`;
  const subject = 'You are invited to join Northwind Consulting on Assay';
  const owner = await idTokenOf(accounts.owner);
  const invitation = await callAs<{ id: string }>(owner, 'members-invite', {
    email: invitee,
    role: 'viewer',
  });
  try {
    await page.goto('/service/outbox');
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Mail' });
    await expect(table.getByRole('link', { name: subject }).first()).toBeVisible();
    // A subject reads as something to open, not by colour alone: it is underlined.
    await expect(table.getByRole('link', { name: subject }).first()).toHaveCSS(
      'text-decoration-line',
      'underline',
    );
    await expectAccessible(page);

    // The search takes one exact address, whatever its case.
    const recipient = page.getByRole('textbox', { name: 'Recipient' });
    await recipient.fill('outbox-');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    await recipient.fill(invitee.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(invitee)}`));
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(subject) });
    await expect(row.getByText('Not sent (local)')).toBeVisible();

    await row.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(/\/service\/outbox\/[A-Za-z0-9]+\?to=/);
    const mailId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const facts = page.getByRole('definition').filter({ hasText: invitee });
    await expect(facts.first()).toBeVisible();
    // The HTML is shown in a sandboxed frame, never in the page.
    const frame = page.getByTitle(`HTML of “${subject}”`);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      page
        .frameLocator('iframe[sandbox]')
        .getByText(/Northwind Consulting/)
        .first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Text' })).toContainText('joinOrg=northwind');
    await expect(page.getByRole('button', { name: 'Resend' })).toBeHidden();
    await expectAccessible(page);

    // The extension could not deliver it: the admin sends it again, confirmed first.
    await markMailFailed(mailId);
    await page.reload();
    await expect(page.getByLabel('Delivery').getByText('Failed')).toBeVisible();
    await expect(page.getByText('535-5.7.8 Username and Password not accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Resend' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this mail again?' });
    await expect(confirm).toContainText(invitee);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Resend mail' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByLabel('Delivery').getByText('Retrying')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeHidden();
    expect(await deliveryStateOf(mailId)).toBe('RETRY');

    // Back in the list, with the search kept, filtered by the new state; readable at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Back to the outbox' }).click();
    await page.getByRole('combobox', { name: 'Delivery' }).click();
    await page.getByRole('option', { name: 'Retrying' }).click();
    await expect(page).toHaveURL(/state=RETRY/);
    await expect(row.getByText('Retrying')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  } finally {
    await callAs(owner, 'members-revokeInvitation', { invitationId: invitation.id });
  }
});
