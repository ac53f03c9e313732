import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { roadmapItem } from '@assay/views/roadmap/testing';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ItemDialog } from './item-dialog.tsx';

const item = roadmapItem('i1', 'Enable MFA', {
  baseline: { id: 'b-v1', lineageId: 'b', name: 'Essentials', version: 1 },
  controlRef: 'IAM-01',
  controlId: 'c1',
});
const at = '2026-01-02T00:00:00.000Z';
const sharedUser = {
  uid: 's1',
  email: 'client@contoso.test',
  tenantId: 't1',
  invitedBy: 'u1',
  invitedByName: 'Ada',
  invitedAt: at,
  sentAt: at,
  sends: 1,
  status: 'active' as const,
};

describe('the roadmap item dialog', () => {
  it("shows a shared user's comment with its text and author, and offers the tenant's shared user as owner", async () => {
    const call = createFakeCall({
      'roadmap-history': () => ({
        item,
        items: [
          {
            id: 'h1',
            at,
            actorUid: 's1',
            action: 'shared-roadmapComment',
            target: 'roadmapItem/i1',
            summary: 'Commented on the roadmap item (shared user)',
            subjectName: 'Done on our side.',
          },
        ],
      }),
      'sharing-list': () => ({
        items: [
          sharedUser,
          { ...sharedUser, uid: 's2', email: 'gone@contoso.test', status: 'revoked' as const },
        ],
      }),
      'roadmap-update': (input) => ({ ...item, ownerUid: input.ownerUid }),
    });
    renderWithClient(
      <ItemDialog
        item={item}
        names={{ tenant: () => 'Contoso', member: () => 'A member' }}
        members={[{ uid: 'u1', displayName: 'Ada', email: 'ada@x.test' }]}
        canEdit
        onClose={() => undefined}
      />,
      {
        call,
        wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enable MFA' });
    const comment = (await within(dialog).findByText('“Done on our side.”')).closest('li');
    expect(comment).toHaveTextContent(
      /^Commented on the roadmap item \(shared user\)“Done on our side.” client@contoso.test, /,
    );
    within(dialog).getByRole('combobox', { name: 'Owner' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('option', { name: /gone@contoso.test/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'client@contoso.test (shared user)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => call.inputsOf('roadmap-update')[0]?.ownerUid).toBe('s1');
  });
});
