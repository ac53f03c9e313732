import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { invitationLink } from '@assay/domain/members/link';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../test/fixtures.tsx';
import { InvitationIntro } from '../../features/members/components/invitation-intro.tsx';
import { SignInPage } from '../../features/auth/components/sign-in-page.tsx';

const invitation = { orgId: 'northwind', invitationId: 'inv-1', token: 'secret-token' };
// A guest who opens an invitation link is sent to /signin, returning to the link afterwards.
const fromInvitationLink = `?redirect=${encodeURIComponent(invitationLink('', invitation))}`;

function open(search: string, handlers: Parameters<typeof createFakeCall>[0]) {
  const call = createFakeCall(handlers);
  renderWithClient(
    <SignInPage search={search} onSignedIn={() => undefined} InvitationHeader={InvitationIntro} />,
    {
      call,
      claims: null,
      route: '/signin',
      wrapper: UiProviders,
      authActions: { isEmailLink: () => false, storedEmailForLink: () => null },
    },
  );
  return call;
}

describe('the sign-in page of an invitation link', () => {
  it('names the organisation and who invited, once the server has checked the link', async () => {
    const call = open(fromInvitationLink, {
      'members-invitation': () => ({ organisationName: 'Northwind Consulting', inviterName: 'Olivia Owner' }),
    });
    expect(await screen.findByRole('heading', { name: 'Join Northwind Consulting' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Olivia Owner invited you to join Northwind Consulting on Assay\. Sign in or create an account/,
      ),
    ).toBeInTheDocument();
    expect(call.inputsOf('members-invitation')).toEqual([invitation]);
  });

  it('names the organisation alone when the inviter is no longer a member', async () => {
    open(fromInvitationLink, {
      'members-invitation': () => ({ organisationName: 'Northwind Consulting', inviterName: null }),
    });
    expect(
      await screen.findByText(/You were invited to join Northwind Consulting on Assay\./),
    ).toBeInTheDocument();
  });

  it('says at once that a link no longer works, and still lets the guest sign in', async () => {
    open(fromInvitationLink, {
      'members-invitation': () => {
        throw new AppError('not-found', 'This invitation link does not work.');
      },
    });
    expect(await screen.findByText(/This invitation link does not work/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to Assay' })).toBeInTheDocument();
  });

  it('asks nothing of the server without an invitation', async () => {
    const call = open('?redirect=%2Froadmap', {});
    expect(await screen.findByRole('heading', { name: 'Sign in to Assay' })).toBeInTheDocument();
    expect(call.inputsOf('members-invitation')).toEqual([]);
  });
});
