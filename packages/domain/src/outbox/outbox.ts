// The local inbox: what the product would have emailed, as the emulators hold it. Two sources:
// the links the Auth emulator would send (sign-in, verification, password reset) and the `mail`
// collection, written in the format of Firebase's Trigger Email extension (which production
// installs to send them). Parsers are pure so the callable and the local stack's console share them.
import { z } from 'zod';

/** The collection the Trigger Email extension watches. */
export const MAIL_COLLECTION = 'mail';
/** At most this many `mail` documents are read (the outbox exists only on the emulators). */
export const OUTBOX_MAIL_LIMIT = 500;

/** Request types of the Auth emulator's out-of-band codes, with the label a person reads. */
export const authLinkLabels: Record<string, string> = {
  EMAIL_SIGNIN: 'Sign-in link',
  PASSWORD_RESET: 'Password reset',
  VERIFY_EMAIL: 'Email verification',
  RECOVER_EMAIL: 'Email change undo',
  VERIFY_AND_CHANGE_EMAIL: 'Email change',
};

export function authLinkLabel(requestType: string): string {
  return authLinkLabels[requestType] ?? requestType.toLowerCase().replace(/_/g, ' ');
}

export const authLinkSchema = z.strictObject({
  email: z.string(),
  /** EMAIL_SIGNIN, PASSWORD_RESET, VERIFY_EMAIL, … (see authLinkLabels). */
  requestType: z.string(),
  link: z.string(),
  code: z.string(),
});
export type AuthLink = z.infer<typeof authLinkSchema>;

export const mailDeliveryStates = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;

export const outboxMailSchema = z.strictObject({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** When the product queued it (`createdAt` of the document), if it says. */
  createdAt: z.string().nullable(),
  /** The extension's delivery state; null while nothing has picked it up (always, locally). */
  delivery: z.enum(mailDeliveryStates).nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.strictObject({
  links: z.array(authLinkSchema),
  mail: z.array(outboxMailSchema),
});
export type Outbox = z.infer<typeof outboxSchema>;

const oobCodesResponse = z.object({
  oobCodes: z
    .array(z.object({ email: z.string().optional(), requestType: z.string(), oobLink: z.string(), oobCode: z.string() }))
    .optional(),
});

/** The body of the Auth emulator's `GET /emulator/v1/projects/{project}/oobCodes`. */
export function parseAuthEmulatorLinks(body: unknown): AuthLink[] {
  const parsed = oobCodesResponse.parse(body);
  return (parsed.oobCodes ?? []).map((code) => ({ email: code.email ?? '', requestType: code.requestType, link: code.oobLink, code: code.oobCode }));
}

const addresses = z.union([z.string(), z.array(z.string())]).optional();
const triggerEmailDocument = z.object({
  to: addresses,
  toUids: z.array(z.string()).optional(),
  cc: addresses,
  bcc: addresses,
  message: z.object({ subject: z.string().optional(), text: z.string().optional(), html: z.string().optional() }).optional(),
  template: z.object({ name: z.string() }).optional(),
  delivery: z.object({ state: z.string().optional() }).optional(),
  createdAt: z.unknown().optional(),
});

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function isoOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  // A Firestore Timestamp, without depending on the SDK. Its toDate reads the instance's own
  // fields, so it is called on the value itself (a parsed copy would lose them).
  const toDate = typeof value === 'object' && value !== null ? (value as { toDate?: unknown }).toDate : undefined;
  if (typeof toDate !== 'function') return null;
  const date: unknown = toDate.call(value);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/**
 * A `mail` document as the outbox shows it. A document the extension could not send (no
 * recipient, no message) is shown with what it has: the outbox is where such mistakes are seen.
 */
export function parseMailDocument(id: string, data: unknown): OutboxMail {
  const parsed = triggerEmailDocument.safeParse(data);
  if (!parsed.success) return { id, to: [], subject: '(not in the Trigger Email format)', text: JSON.stringify(data), html: null, createdAt: null, delivery: null };
  const doc = parsed.data;
  const state = doc.delivery?.state;
  return {
    id,
    to: [...list(doc.to), ...list(doc.cc), ...list(doc.bcc), ...(doc.toUids ?? []).map((uid) => `uid:${uid}`)],
    subject: doc.message?.subject ?? (doc.template ? `(template ${doc.template.name})` : '(no subject)'),
    text: doc.message?.text ?? null,
    html: doc.message?.html ?? null,
    createdAt: isoOf(doc.createdAt),
    delivery: mailDeliveryStates.find((s) => s === state) ?? null,
  };
}

/** Newest first; messages that do not say when they were queued go last, by id. */
export function newestMailFirst(a: OutboxMail, b: OutboxMail): number {
  if (a.createdAt && b.createdAt) return b.createdAt.localeCompare(a.createdAt);
  if (a.createdAt) return -1;
  if (b.createdAt) return 1;
  return a.id.localeCompare(b.id);
}
