// The mail that invites an external respondent to answer an assessment, in the tenant's client
// language. Messages are imported one by one so the bundle takes only these.
import type { Locale } from '@assay/domain/locales';
import {
  mail_respondent_intro,
  mail_respondent_open,
  mail_respondent_subject,
  mail_respondent_until,
} from '@assay/messages';
import { mailDay } from './dates.ts';

export interface RespondentInvitationMailInput {
  organisationName: string;
  tenantName: string;
  assessmentName: string;
  /** How many controls the respondent is asked to answer. */
  controls: number;
  link: string;
  expiresAt: string;
}

export function respondentInvitationMail(
  invitation: RespondentInvitationMailInput,
  locale: Locale,
): { subject: string; text: string } {
  const names = {
    organisation: invitation.organisationName,
    assessment: invitation.assessmentName,
    tenant: invitation.tenantName,
  };
  return {
    subject: mail_respondent_subject(names, { locale }),
    text: [
      mail_respondent_intro({ ...names, controls: invitation.controls }, { locale }),
      `${mail_respondent_open({}, { locale })}\n${invitation.link}`,
      mail_respondent_until({ date: mailDay(invitation.expiresAt, locale) }, { locale }),
    ].join('\n\n'),
  };
}
