// @assay/domain/outbox — the local inbox: Auth emulator links and Trigger Email documents.
export {
  authLinkLabel,
  authLinkLabels,
  authLinkSchema,
  MAIL_COLLECTION,
  mailDeliveryStates,
  newestMailFirst,
  OUTBOX_MAIL_LIMIT,
  outboxMailSchema,
  outboxSchema,
  parseAuthEmulatorLinks,
  parseMailDocument,
} from './outbox.ts';
export type { AuthLink, Outbox, OutboxMail } from './outbox.ts';
