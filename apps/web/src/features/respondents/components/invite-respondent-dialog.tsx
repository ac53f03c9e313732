import type { Assessment } from '@assay/domain/assessments';
import type { Domain } from '@assay/domain/baselines';
import { Button, Dialog, LoadingState } from '@assay/ui';
import { lazy, Suspense } from 'react';

// The form and invitations table load on first opening: the workspace opens without them.
const InviteRespondentForm = lazy(() =>
  import('./invite-respondent-form.tsx').then((m) => ({ default: m.InviteRespondentForm })),
);

/** Invite an outside respondent by email to answer all controls or one domain's; see who is done; revoke or resend. */
export function InviteRespondentDialog(props: {
  assessment: Assessment;
  domains: readonly Domain[];
  controls: readonly { ref: string; domainId: string }[];
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" icon="mail">
          Invite respondent
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>Invite an outside respondent</Dialog.Title>
          <Dialog.Description>
            They get an email with a private link to answer without signing in. The link expires after 14 days
            and can be revoked.
          </Dialog.Description>
        </Dialog.Header>
        <Suspense fallback={<LoadingState label="Loading invitations" />}>
          <InviteRespondentForm {...props} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
