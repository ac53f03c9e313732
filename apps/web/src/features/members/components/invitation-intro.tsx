import { toAppError } from '@assay/client';
import type { InvitationLinkParts } from '@assay/domain/members/link';
import { m } from '@assay/messages';
import { Banner, PageHeader } from '@assay/ui';
import { useInvitationPreview } from '../api/get-invitation.ts';

interface Props {
  invitation: InvitationLinkParts;
  /** The page's header until the invitation is named (and when its link does not work). */
  title: string;
  documentTitle: string;
  /** What to do next, after who invites to what. */
  next: string;
}

/**
 * The header of a page opened from an invitation link (sign-in, join): names the organisation and
 * the member who invited, once the server has checked the link; a link that no longer works is
 * said so at once instead of after signing in.
 */
export function InvitationIntro({ invitation, title, documentTitle, next }: Props) {
  const preview = useInvitationPreview(invitation);
  const named = preview.data;
  const intro = named
    ? named.inviterName
      ? m.invitation_intro_by({ inviter: named.inviterName, organisation: named.organisationName })
      : m.invitation_intro({ organisation: named.organisationName })
    : null;
  const problem = preview.error
    ? toAppError(preview.error).code === 'resource-exhausted'
      ? m.invitation_limited()
      : m.invitation_bad_link()
    : null;
  return (
    <>
      <PageHeader
        title={named ? m.invitation_title({ organisation: named.organisationName }) : title}
        documentTitle={documentTitle}
        description={intro ? `${intro} ${next}` : next}
      />
      {problem && <Banner tone="warning">{problem}</Banner>}
    </>
  );
}
