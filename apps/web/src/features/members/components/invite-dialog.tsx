import { schemaRule, toAppError } from '@assay/client';
import { membersContracts } from '@assay/domain/members';
import type { LimitRoom } from '@assay/domain/plans/room';
import type { MemberRole } from '@assay/domain/roles';
import { Banner, Button, Dialog, Inline, Select, Stack, TextField, useToast } from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useInviteMember } from '../api/invite-member.ts';
import { assignableRoles, roleHints, roleLabels } from '../labels.ts';

const emailRule = schemaRule(membersContracts.invite.input.shape.email);

interface Props {
  actorRole: MemberRole | undefined;
  /** Room under the members limit (members + pending invitations). */
  room: LimitRoom | undefined;
}

/** Invite by email with a role; warns on the last seat and is disabled once the plan is full. */
export function InviteDialog({ actorRole, room }: Props) {
  const invite = useInviteMember();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [submitted, setSubmitted] = useState(false);
  const error = invite.error ? toAppError(invite.error) : null;
  const emailCheck = emailRule(email);
  const emailProblem = emailCheck === true ? undefined : emailCheck;
  const full = room !== undefined && !room.allowed;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setEmail('');
      setRole('editor');
      setSubmitted(false);
      invite.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          setOpen(false);
          toast.toast({ title: `Invitation sent to ${invitation.email}`, tone: 'success' });
        },
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button icon="plus" disabled={full} title={full ? (room.message ?? undefined) : undefined}>
          Invite member
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Invite a member</Dialog.Title>
        <Dialog.Description>They get an email with a link to join. It works for a new or an existing account with this address.</Dialog.Description>
        <form onSubmit={submit} noValidate aria-label="Invite a member">
          <Stack gap="md">
            {room?.nearlyFull && <Banner tone="warning">{room.message}</Banner>}
            {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
            <TextField
              label="Email address"
              type="email"
              autoComplete="off"
              value={email}
              onValueChange={setEmail}
              maxLength={254}
              error={(submitted ? emailProblem : undefined) ?? error?.fieldMessage('email')}
              required
            />
            <Select
              label="Role"
              value={role}
              onValueChange={(value) => setRole(value as MemberRole)}
              options={assignableRoles(actorRole).map((value) => ({ value, label: roleLabels[value] }))}
              hint={roleHints[role]}
            />
            <Inline gap="sm" justify="flex-end">
              <Dialog.Close asChild>
                <Button variant="ghost" type="button">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" loading={invite.isPending}>Send invitation</Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
