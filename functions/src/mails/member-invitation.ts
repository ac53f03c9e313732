// The mail that invites someone to join an organisation, in the organisation's default language.
import type { Locale } from '@assay/domain/locales';
import type { MemberRole } from '@assay/domain/roles';
import {
  mail_member_accept,
  mail_member_intro,
  mail_member_subject,
  mail_member_until,
  mail_someone,
  mail_role_admin,
  mail_role_editor,
  mail_role_owner,
  mail_role_viewer,
} from '@assay/messages';
import { mailDayAndTime } from './dates.ts';

const roleNames = {
  viewer: mail_role_viewer,
  editor: mail_role_editor,
  admin: mail_role_admin,
  owner: mail_role_owner,
} satisfies Record<MemberRole, unknown>;

export interface MemberInvitation {
  organisationName: string;
  /** null: the mail says "A member". */
  inviterName: string | null;
  role: MemberRole;
  email: string;
  link: string;
  expiresAt: string;
}

export function memberInvitationMail(
  invitation: MemberInvitation,
  locale: Locale,
): { subject: string; text: string } {
  const organisation = invitation.organisationName;
  return {
    subject: mail_member_subject({ organisation }, { locale }),
    text: [
      mail_member_intro(
        {
          inviter: invitation.inviterName ?? mail_someone({}, { locale }),
          organisation,
          role: roleNames[invitation.role]({}, { locale }),
        },
        { locale },
      ),
      `${mail_member_accept({ email: invitation.email }, { locale })}\n${invitation.link}`,
      mail_member_until({ date: mailDayAndTime(invitation.expiresAt, locale) }, { locale }),
    ].join('\n\n'),
  };
}
