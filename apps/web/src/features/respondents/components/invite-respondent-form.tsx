import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import type { Domain } from '@assay/domain/baselines';
import type { RespondentInvitation } from '@assay/domain/respondents';
import {
  Badge,
  Banner,
  Button,
  Inline,
  RelativeTime,
  Select,
  Stack,
  Table,
  TextField,
  type FieldHandle,
  type TableColumn,
  type Tone,
} from '@assay/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useInviteRespondent, useRespondentAction, useRespondents } from '../api/respondents.ts';

const statusBadge: Record<RespondentInvitation['status'], { label: () => string; tone: Tone }> = {
  active: { label: m.common_status_invited, tone: 'accent' },
  done: { label: m.invite_status_done, tone: 'success' },
  expired: { label: m.invite_status_expired, tone: 'warning' },
  revoked: { label: m.common_status_revoked, tone: 'neutral' },
};

/** The invite dialog's body, mounted while it is open: invite by email to answer all controls or one domain's; see who is done; revoke or resend. */
export function InviteRespondentForm({
  assessment,
  domains,
  controls,
}: {
  assessment: Assessment;
  domains: readonly Domain[];
  controls: readonly { ref: string; domainId: string }[];
}) {
  const [email, setEmail] = useState('');
  const emailField = useRef<FieldHandle>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState('all');
  const invitations = useRespondents(assessment.id);
  const invite = useInviteRespondent(assessment.id);
  const act = useRespondentAction(assessment.id);
  const error = invite.error ? toAppError(invite.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const controlRefs =
      scope === 'all' ? undefined : controls.filter((c) => c.domainId === scope).map((c) => c.ref);
    invite.mutate(
      {
        email: email.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(controlRefs ? { controlRefs } : {}),
      },
      {
        // Ready for the next person: emptied, and not "required" until they touch it again.
        onSuccess: () => (setEmail(''), setName(''), emailField.current?.reset()),
      },
    );
  };
  const columns: TableColumn<RespondentInvitation>[] = [
    { id: 'who', header: m.invite_respondent(), cell: (i) => (i.name ? `${i.name} (${i.email})` : i.email) },
    {
      id: 'scope',
      header: m.invite_controls(),
      cell: (i) => (i.controlRefs ? `${i.controlRefs.length}` : m.common_all()),
      width: 90,
    },
    {
      id: 'status',
      header: m.common_status(),
      cell: (i) => <Badge tone={statusBadge[i.status].tone}>{statusBadge[i.status].label()}</Badge>,
      width: 100,
    },
    {
      id: 'sent',
      header: m.invite_sent(),
      cell: (i) => <RelativeTime value={i.doneAt ?? i.sentAt} />,
      width: 110,
      nowrap: true,
    },
    // When the link stops working; a done or revoked link no longer matters.
    {
      id: 'expires',
      header: m.invite_link_expires(),
      cell: (i) =>
        i.status === 'active' || i.status === 'expired' ? <RelativeTime value={i.expiresAt} /> : '—',
      width: 120,
      nowrap: true,
    },
    {
      id: 'actions',
      header: m.common_actions(),
      rowActions: true,
      cell: (i) =>
        i.status === 'active' || i.status === 'expired' ? (
          <Inline gap="xxs">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => act.mutate({ inviteId: i.id, action: 'resend' })}
            >
              {m.members_resend()}
            </Button>
            {i.status === 'active' ? (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => act.mutate({ inviteId: i.id, action: 'revoke' })}
              >
                {m.invite_revoke()}
              </Button>
            ) : null}
          </Inline>
        ) : null,
      width: 150,
    },
  ];
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && !error.fieldMessage('email') ? <Banner tone="danger" title={error.message} /> : null}
          {invite.isSuccess ? (
            <Banner tone="success" title={m.members_invitation_sent({ email: invite.data.email })} />
          ) : null}
          <Inline gap="sm" align="flex-start">
            <TextField
              label={m.invite_email()}
              type="email"
              value={email}
              onValueChange={setEmail}
              required
              ref={emailField}
              error={error?.fieldMessage('email')}
            />
            <TextField
              label={m.common_name()}
              hint={m.invite_optional()}
              value={name}
              onValueChange={setName}
            />
          </Inline>
          <Select
            label={m.invite_controls_to_answer()}
            value={scope}
            onValueChange={setScope}
            options={[
              { value: 'all', label: m.invite_all_controls({ count: controls.length }) },
              ...domains.map((d) => ({
                value: d.id,
                label: `${d.name} (${controls.filter((c) => c.domainId === d.id).length})`,
              })),
            ]}
          />
          <Inline justify="flex-end">
            <Button type="submit" loading={invite.isPending} disabled={email.trim() === ''}>
              {m.members_send_invitation()}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Table
        caption={m.invite_invitations()}
        showCaption
        columns={columns}
        rows={invitations.data?.items ?? []}
        getRowId={(i) => i.id}
        loading={invitations.isPending}
        emptyState={<span>{m.invite_nobody()}</span>}
      />
    </>
  );
}
