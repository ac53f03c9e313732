import { m } from '@assay/messages';
import type { Assessment } from '@assay/domain/assessments';
import type { Domain } from '@assay/domain/baselines';
import { INVITE_DAYS_DEFAULT } from '@assay/domain/respondents';
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
          {m.invite_respondent_button()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content size="lg">
        <Dialog.Header>
          <Dialog.Title>{m.invite_outside_title()}</Dialog.Title>
          <Dialog.Description>
            {m.invite_outside_description({ days: INVITE_DAYS_DEFAULT })}
          </Dialog.Description>
        </Dialog.Header>
        <Suspense fallback={<LoadingState label={m.invite_loading()} />}>
          <InviteRespondentForm {...props} />
        </Suspense>
      </Dialog.Content>
    </Dialog.Root>
  );
}
