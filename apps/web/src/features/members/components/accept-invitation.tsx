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

  return (
    <Stack gap="lg">
      <InvitationIntro
        invitation={invitation}
        title={m.members_join_title()}
        documentTitle={m.members_invitation_document()}
        next={m.invitation_signed_in_as({ email: session?.email ?? m.members_this_account() })}
      />
      <Card>
        <Stack gap="md">
          {error && <Banner tone="danger">{error.message}</Banner>}
          <p>{m.members_join_explained()}</p>
          <Inline gap="sm">
            <Button
              loading={accept.isPending}
              onClick={() => accept.mutate(invitation, { onSuccess: onDone })}
            >
              {m.members_accept()}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              {m.members_not_now()}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Stack>
  );
}
