// @assay/domain/respondents — external respondents of an assessment and their contracts.
export {
  EMAIL_MAX,
  FAILED_ATTEMPTS_PER_INVITE_HOUR,
  FAILED_ATTEMPTS_PER_IP_HOUR,
  INVITE_DAYS_DEFAULT,
  INVITE_DAYS_MAX,
  invitationControlRefsSchema,
  respondentInvitationIdOfToken,
  respondentInvitationStatusAt,
  respondentInvitationStatuses,
  RESPONDENT_NAME_MAX,
  RESPONDENT_TOKEN_PATTERN,
  respondentEmailSchema,
  respondentInvitationSchema,
  respondentNameSchema,
  TOKEN_SECRET_BYTES,
} from './respondent.ts';
export type { RespondentInvitationStatus, RespondentInvitation } from './respondent.ts';
export { respondentsContracts } from './contracts.ts';
