import { toAppError } from '@assay/client';
import type { InvitationLinkParts } from '@assay/domain/members/link';
import { useSession } from '@assay/auth/react';
import { m } from '@assay/messages';
import { Banner, Button, Card, Inline, Stack } from '@assay/ui';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { InvitationIntro } from './invitation-intro.tsx';

interface Props {
  invitation: InvitationLinkParts;
  /** Leaves the invitation (drops it from the address) without accepting. */
  onDone: () => void;
}

/** The landing of an invitation link for a signed-in account: join, or decline for now. */
export function AcceptInvitation({ invitation, onDone }: Props) {
  const { session } = useSession();
  const accept = useAcceptInvitation();
  const error = accept.error ? toAppError(accept.error) : null;
  const alreadyMember = Boolean(session?.tid) && session?.tid !== invitation.orgId;

  return (
    <Stack gap="lg">
      <InvitationIntro
        invitation={invitation}
        title="Join an organisation"
        documentTitle="Invitation"
        next={m.invitation_signed_in_as({ email: session?.email ?? 'this account' })}
      />
      <Card>
        <Stack gap="md">
          {alreadyMember && (
            <Banner tone="warning">
              This account already belongs to an organisation. Ask to be removed from it first, or sign in
              with another account.
            </Banner>
          )}
          {error && <Banner tone="danger">{error.message}</Banner>}
          <p>
            Joining gives you the role the invitation names. You can be removed later by an admin of that
            organisation.
          </p>
          <Inline gap="sm">
            <Button
              loading={accept.isPending}
              disabled={alreadyMember}
              onClick={() => accept.mutate(invitation, { onSuccess: onDone })}
            >
              Accept invitation
            </Button>
            <Button variant="ghost" onClick={onDone}>
              Not now
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
