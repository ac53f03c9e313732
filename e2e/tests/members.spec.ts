import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from '../support/fixtures.ts';
import { linkMailedTo } from '../support/mail.ts';

// An owner invites a member by email; the member follows the mailed link, creates an account
// and joins; the owner demotes them (their next action signs them out, and signed in again they
// have the new rights) and finally removes them.
const password = 'a-long-password';

async function signUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test('invite, accept through the mailed link, change the role, remove', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const ownerEmail = `owner-${stamp}@example.test`;
  const memberEmail = `member-${stamp}@example.test`;
  // The members table names a member by the name they signed up with (not the address's local part).
  const memberName = 'Max Member';

  // The owner's organisation.
  await page.goto('/signin');
  await signUp(page, 'Olive Owner', ownerEmail);
  await page.getByLabel('Organisation name').fill('Olive Audits');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Olive Owner' })).toBeVisible();

  await page.getByRole('link', { name: 'Admin' }).first().click();
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Admin/);
  const usage = page.getByRole('list', { name: /Usage of the Free plan/ });
  await expect(usage.getByText('1 of 2')).toBeVisible();
  await expectAccessible(page);

  // Invite: validation, then the invitation (the last seat of the free plan: warned first).
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await expect(dialog.getByText(/This is the last of the 2 members/)).toBeVisible();
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter an email address like name@example.com')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Email address').fill(memberEmail);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${memberEmail}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText(memberEmail)).toBeVisible();
  await expect(usage.getByText('2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite member' })).toBeDisabled();

  // The member opens the mailed link in their own browser, signs up and accepts.
  await expect.poll(() => linkMailedTo(memberEmail)).not.toBeNull();
  const link = await linkMailedTo(memberEmail);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(link ?? '/');
  await expect(member).toHaveURL(/\/signin\?redirect=/);
  // Before signing in, the page names the organisation and who invited (issue 34, item 6).
  await expect(member.getByRole('heading', { name: 'Join Olive Audits' })).toBeVisible();
  await expect(member.getByText(/Olive Owner invited you to join Olive Audits on Assay/)).toBeVisible();
  await expectAccessible(member);
  await signUp(member, 'Max Member', memberEmail);
  await expect(member.getByRole('heading', { name: 'Join Olive Audits' })).toBeVisible();
  await expect(
    member.getByText(/Olive Owner invited you to join Olive Audits on Assay\. You are signed in as/),
  ).toBeVisible();
  await expectAccessible(member);
  await member.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(member.getByRole('heading', { name: 'Welcome, Max Member' })).toBeVisible();
  await expect(member.getByText('Olive Audits · Free plan')).toBeVisible();
  await member.getByRole('link', { name: 'Tenants' }).first().click();
  await expect(member.getByRole('button', { name: 'New tenant' }).first()).toBeVisible();

  // The owner sees the new member and demotes them to viewer (asked first).
  await page.reload();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByText(memberName, { exact: true })).toBeVisible();
  await members.getByRole('combobox', { name: `Role of ${memberName}` }).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Make ${memberName} viewer?` });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${memberName} is now viewer`, { exact: true })).toBeVisible();

  // The member's next action meets the change: signed out, told why; signed in again they are a viewer.
  await member.getByRole('link', { name: 'Admin' }).first().click();
  await expect(member).toHaveURL(/\/signin/);
  await expect(member.getByText(/Your access has changed/)).toBeVisible();
  await expectAccessible(member);
  await signIn(member, memberEmail, password);
  await member.goto('/tenant/');
  await expect(member.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await expect(member.getByRole('button', { name: 'New tenant' })).toHaveCount(0);
  await member.goto('/admin');
  await expect(member.getByText('Only admins and owners can change it.')).toBeVisible();
  await expectAccessible(member);

  // Removal (asked first): the member's next action signs them out, and they belong nowhere.
  await page.reload();
  await members.getByRole('button', { name: `Remove ${memberName}` }).click();
  const removal = page.getByRole('alertdialog', { name: `Remove ${memberName}?` });
  await expect(removal).toBeVisible();
  await expectAccessible(page);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${memberName} was removed`, { exact: true })).toBeVisible();
  await expect(members.getByText(memberName, { exact: true })).toHaveCount(0);
  await expect(usage.getByText('1 of 2')).toBeVisible();
  await member.getByRole('link', { name: 'Tenants' }).first().click();
  await expect(member).toHaveURL(/\/signin/);
  await signIn(member, memberEmail, password);
  await expect(member.getByRole('heading', { name: 'Set up your organisation' })).toBeVisible();
  await memberContext.close();

  // The audit log shows who did what.
  await page.reload();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('Member removed')).toBeVisible();
  await expect(log.getByText('Role changed')).toBeVisible();
  await expect(log.getByText('Invitation accepted')).toBeVisible();
  await expectAccessible(page);
});
