// What an invitation link may tell before anyone signs in: the sign-in and join pages name the
// organisation and the member who invited. The link's token is the credential; failed attempts
// are counted per IP and per invitation, as for the other links (credential-attempts.ts).
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { membersContracts } from '@assay/domain/members';
import { FAILED_ATTEMPTS_PER_INVITE_HOUR, FAILED_ATTEMPTS_PER_IP_HOUR } from '@assay/domain/respondents';
import { gateAttempts, sameHash } from './credential-attempts.ts';
import type { TokenAccess } from './credential-attempts.ts';
import { tokenHash } from './members-service.ts';

export type InvitationLinkCredential = ContractParsedInput<typeof membersContracts.invitation>;

function linkNotValid(): DomainError {
  return new DomainError(
    'not-found',
    'This invitation link does not work: it may have expired, been replaced by a newer one, withdrawn or used already. Ask for a new invitation.',
    { reason: 'invitation-link-invalid' },
  );
}

/**
 * The organisation's name and the inviter's (null once they are no longer a member), only for the
 * latest token of a pending, unexpired invitation. Any other link is one not-found, counted
 * against the caller's IP and the invitation it names.
 */
export async function invitationPreview(
  access: TokenAccess,
  credential: InvitationLinkCredential,
  now: Date,
): Promise<{ organisationName: string; inviterName: string | null }> {
  const refuse = await gateAttempts(
    access.attempts,
    [
      { scope: 'invitationIp', key: access.ip, limit: FAILED_ATTEMPTS_PER_IP_HOUR },
      {
        scope: 'invitation',
        key: `${credential.orgId}/${credential.invitationId}`,
        limit: FAILED_ATTEMPTS_PER_INVITE_HOUR,
      },
    ],
    now,
    linkNotValid,
  );
  const org = access.org(credential.orgId, `invitation/${credential.invitationId}`);
  const [invitation, organisation] = await Promise.all([
    org.invitations.get(credential.invitationId),
    org.organisation.get(),
  ]);
  if (
    !invitation ||
    !organisation ||
    Date.parse(invitation.expiresAt) <= now.getTime() ||
    !sameHash(invitation.tokenHash, tokenHash(credential.token))
  )
    return refuse();
  const inviter = await org.members.get(invitation.invitedBy);
  return { organisationName: organisation.name, inviterName: inviter?.displayName || null };
}
