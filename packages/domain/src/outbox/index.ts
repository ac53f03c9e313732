// @assay/domain/outbox — the `mail` collection (Trigger Email format) with its delivery state, and the local Auth emulator's links.
export {
  authLinkLabel,
  authLinkLabels,
  authLinkSchema,
  MAIL_COLLECTION,
  mailDeliveryLabels,
  mailDeliverySchema,
  mailDeliveryStates,
  outboxMailSchema,
  outboxPageSchema,
  parseAuthEmulatorLinks,
  parseMailDocument,
  recipientKey,
  recipientKeysOf,
  RESEND_STATE,
  RESENDABLE_STATE,
} from './outbox.ts';
export type { AuthLink, MailDelivery, MailDeliveryState, OutboxMail, OutboxPage } from './outbox.ts';
