import { expect, test } from '@playwright/test';
import { authEmulatorHost } from '../env.ts';
import { decidedGuestState, password } from '../support/accounts.ts';
import { addPhoneOnAccountPage, verifyAddress } from '../support/auth-emulator.ts';
import { callAs, idTokenOf } from '../support/callables.ts';
import { expectAccessible } from '../support/fixtures.ts';
import { linkMailedTo } from '../support/mail.ts';

// An organisation that requires two-step sign-in (issue 25): the owner turns the policy on from
// /admin once signed in with a second step; a member signed in with a password alone is turned
// away from the organisation's pages until they add a second step.

test.use({ storageState: decidedGuestState });

/** A new account (as a sign-up makes it) that joins through the invitation mailed to it. */
async function joinByMailedInvitation(email: string): Promise<void> {
  await expect.poll(() => linkMailedTo(email)).not.toBeNull();
  const link = new URL(`http://x${await linkMailedTo(email)}`);
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName: 'Mia Member', returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  // The verification mail a sign-up sends (a second step needs a verified address).
  await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
    },
  );
  await callAs(idToken, 'members-accept', {
    orgId: link.searchParams.get('joinOrg'),
    invitationId: link.searchParams.get('invitation'),
    token: link.searchParams.get('token'),
  });
}

test('a member without a second step is turned away until they add one', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const ownerEmail = `policy-owner-${stamp}@example.test`;
  const memberEmail = `policy-member-${stamp}@example.test`;

  // The owner's organisation, and a member who joined it.
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name').fill('Pia Policy');
  await page.getByLabel('Email').fill(ownerEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Organisation name').fill('Policy Partners');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Pia Policy' })).toBeVisible();
  await verifyAddress(page, ownerEmail);
  await callAs(await idTokenOf(ownerEmail), 'members-invite', { email: memberEmail, role: 'editor' });
  await joinByMailedInvitation(memberEmail);

  // Signed in with a password alone, the owner cannot require a second step of others yet.
  await page.goto('/admin');
  const policy = page.getByRole('switch', { name: 'Require two-step sign-in for every member' });
  await expect(policy).toBeDisabled();
  await expect(page.getByText(/Sign in with a second step yourself first/)).toBeVisible();

  // With a phone added (the session now carries the second step), they can.
  await page.goto('/account');
  await addPhoneOnAccountPage(page, `+1555${String(stamp).slice(-7)}`, password);
  await page.goto('/admin');
  await policy.click();
  const confirm = page.getByRole('alertdialog', { name: 'Require two-step sign-in?' });
  await expect(confirm).toContainText('Every other member is signed out now');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Require it' }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Two-step sign-in is required. 1 member was signed out.'),
  ).toBeVisible();
  await expect(policy).toBeChecked();

  // The member signs in with their password: the organisation's pages ask for a second step.
  const memberContext = await browser.newContext({ storageState: decidedGuestState });
  const member = await memberContext.newPage();
  await member.goto('/signin');
  await member.getByLabel('Email').fill(memberEmail);
  await member.getByLabel('Password').fill(password);
  await member.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    member.getByRole('heading', { name: 'Your organisation requires two-step sign-in' }),
  ).toBeVisible();
  await expectAccessible(member);
  await member.goto('/tenant');
  await expect(
    member.getByRole('heading', { name: 'Your organisation requires two-step sign-in' }),
  ).toBeVisible();

  // They add a phone on their account page, and the organisation opens.
  await member.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(
    member.getByText(/Your organisation requires two-step sign-in\. Add an authenticator app/),
  ).toBeVisible();
  await verifyAddress(member, memberEmail);
  await addPhoneOnAccountPage(member, `+1556${String(stamp).slice(-7)}`, password);
  await expect(member.getByText(/Your organisation requires two-step sign-in\. Add/)).toBeHidden();
  await member.goto('/tenant');
  await expect(member.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await memberContext.close();
});
