// The mail that tells a client a tenant's results were shared with them (the portal's sign-in
// link), in the tenant's client language.
import type { Locale } from '@assay/domain/locales';
import { mail_ignore, mail_share_intro, mail_share_signin, mail_share_subject } from '@assay/messages';

export interface ShareInvitation {
  organisationName: string;
  tenantName: string;
  inviterName: string;
  email: string;
  link: string;
}

export function shareInvitationMail(
  invitation: ShareInvitation,
  locale: Locale,
): { subject: string; text: string } {
  const names = { organisation: invitation.organisationName, tenant: invitation.tenantName };
  return {
    subject: mail_share_subject(names, { locale }),
    text: [
      mail_share_intro({ ...names, inviter: invitation.inviterName }, { locale }),
      `${mail_share_signin({ email: invitation.email }, { locale })}\n${invitation.link}`,
      mail_ignore({}, { locale }),
    ].join('\n\n'),
  };
}
