import { m } from '@assay/messages';
import { schemaRule, toAppError, useFieldWording } from '@assay/client';
import { membersContracts } from '@assay/domain/members';
import type { LimitRoom } from '@assay/domain/plans/room';
import type { MemberRole } from '@assay/domain/roles';
import { Banner, Button, FormDialog, Select, TextField, useToast } from '@assay/ui';
import { useState } from 'react';
import { useInviteMember } from '../api/invite-member.ts';
import { roleHint, roleLabel } from '@assay/views/labels';
import { assignableRoles } from '../labels.ts';

const emailRule = schemaRule(membersContracts.invite.input.shape.email);

interface Props {
  actorRole: MemberRole | undefined;
  /** Room under the members limit (members + pending invitations). */
  room: LimitRoom | undefined;
}

/** Invite by email with a role; warns on the last seat and is disabled once the plan is full. */
export function InviteDialog({ actorRole, room }: Props) {
  useFieldWording();
  const invite = useInviteMember();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const error = invite.error ? toAppError(invite.error) : null;
  const full = room !== undefined && !room.allowed;

  function resetFields() {
    setEmail('');
    setRole('editor');
    invite.reset();
  }

  const submit = () =>
    invite.mutateAsync({ email: email.trim(), role }).then((invitation) => {
      setOpen(false);
      toast.toast({ title: m.members_invitation_sent({ email: invitation.email }), tone: 'success' });
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={resetFields}
      trigger={
        <Button icon="plus" disabled={full} title={full ? (room.message ?? undefined) : undefined}>
          {m.members_invite()}
        </Button>
      }
      title={m.members_invite_title()}
      description={m.members_invite_description()}
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={m.members_send_invitation()}
      pending={invite.isPending}
      onSubmit={submit}
    >
      {room?.nearlyFull && <Banner tone="warning">{room.message}</Banner>}
      <TextField
        label={m.members_email()}
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        maxLength={254}
        rules={[emailRule]}
        error={error?.fieldMessage('email')}
        required
      />
      <Select
        label={m.members_role()}
        value={role}
        onValueChange={(value) => setRole(value as MemberRole)}
        options={assignableRoles(actorRole).map((value) => ({ value, label: roleLabel(value) }))}
        hint={roleHint(role)}
      />
    </FormDialog>
  );
}
