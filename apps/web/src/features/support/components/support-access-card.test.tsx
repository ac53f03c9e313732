import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { SupportGrant } from '@assay/domain/support';
import { pendingSupportRequest as grant } from '@assay/domain/support/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { SupportAccessCard } from './support-access-card.tsx';

function renderCard(grants: SupportGrant[]) {
  const call = createFakeCall({
    'support-list': () => ({ grants }),
    'support-approve': () => grant({ status: 'active' }),
    'support-revoke': () => grant({ status: 'revoked' }),
  });
  return {
    call,
    ...renderWithClient(<SupportAccessCard />, {
      call,
      claims: { tid: 'org-1', role: 'owner' },
      route: '/admin',
      wrapper: UiProviders,
    }),
  };
}

describe('the support access card', () => {
  it('asks before approving a request, then approves it', async () => {
    const { call } = renderCard([grant({})]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the request of ops@assay.test' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Customer reported a wrong score/)).toBeInTheDocument();
    expect(call.inputsOf('support-approve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(call.inputsOf('support-approve')).toEqual([{ adminUid: 'admin-1' }]);
  });

  it('marks break-glass access and offers to revoke it; an access past its end reads as expired', async () => {
    renderCard([
      grant({ adminUid: 'admin-2', adminEmail: 'oncall@assay.test', status: 'active', breakGlass: true }),
      grant({ id: 'sg-2', status: 'active', expiresAt: new Date(Date.now() - 1000).toISOString() }),
    ]);
    expect(
      await screen.findByText(/Break-glass: oncall@assay.test opened read-only access/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revoke the access of oncall@assay.test' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke the access of ops@assay.test' })).toBeNull();
  });

  it('says when support never asked', async () => {
    renderCard([]);
    expect(await screen.findByText('No support access')).toBeInTheDocument();
  });
});
