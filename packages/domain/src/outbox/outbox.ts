// The outbox: every message the product queued, as the `mail` collection holds it in the format of
// Firebase's Trigger Email extension (which production installs to send them), with the delivery
// state the extension writes back; on the local emulators also the links the Auth emulator would
// have emailed. Parsers are pure so the callables and the local stack's console share them.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';

/** The collection the Trigger Email extension watches. */
export const MAIL_COLLECTION = 'mail';

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

/**
 * `delivery.state` as the extension writes it: PENDING when it picks a document up, PROCESSING
 * while sending, then SUCCESS or ERROR (final); setting an ERROR back to RETRY sends it again.
 */
export const mailDeliveryStates = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

/** How each state reads to people. */
export const mailDeliveryLabels: Record<MailDeliveryState, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Sending',
  SUCCESS: 'Sent',
  ERROR: 'Failed',
  RETRY: 'Retrying',
};

/** The state a system admin may resend from, and the one a resend sets. */
export const RESENDABLE_STATE = 'ERROR' satisfies MailDeliveryState;
export const RESEND_STATE = 'RETRY' satisfies MailDeliveryState;

/** The extension's `delivery` field (https://firebase.google.com/docs/extensions/official/firestore-send-email/delivery-status). */
export const mailDeliverySchema = z.strictObject({
  state: z.enum(mailDeliveryStates),
  /** Sending attempts so far (each RETRY adds one). */
  attempts: z.number().int().min(0),
  /** The last attempt's error; the extension clears it when it tries again. */
  error: z.string().nullable(),
  /** When the extension picked the document up, and when its last attempt ended. */
  startTime: isoDateTimeSchema.nullable(),
  endTime: isoDateTimeSchema.nullable(),
  /** What the mail server answered to the last successful attempt. */
  info: z
    .strictObject({
      messageId: z.string().nullable(),
      accepted: z.array(z.string()),
      rejected: z.array(z.string()),
      pending: z.array(z.string()),
      response: z.string().nullable(),
    })
    .nullable(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

export const outboxMailSchema = z.strictObject({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** When the product queued it (`createdAt` of the document), if it says. */
  createdAt: z.string().nullable(),
  /** What the extension wrote back; null while nothing has picked it up (always, on the emulators). */
  delivery: mailDeliverySchema.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** One page of the outbox, newest first. */
export const outboxPageSchema = z.strictObject({
  /** The Auth emulator's pending links: on the local emulators only, null elsewhere. */
  links: z.array(authLinkSchema).nullable(),
  items: z.array(outboxMailSchema),
  nextCursor: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

const oobCodesResponse = z.object({
  oobCodes: z
    .array(
      z.object({
        email: z.string().optional(),
        requestType: z.string(),
        oobLink: z.string(),
        oobCode: z.string(),
      }),
    )
    .optional(),
});

/** The body of the Auth emulator's `GET /emulator/v1/projects/{project}/oobCodes`. */
export function parseAuthEmulatorLinks(body: unknown): AuthLink[] {
  const parsed = oobCodesResponse.parse(body);
  return (parsed.oobCodes ?? []).map((code) => ({
    email: code.email ?? '',
    requestType: code.requestType,
    link: code.requestType === 'PASSWORD_RESET' ? appResetLink(code.oobLink, code.oobCode) : code.oobLink,
    code: code.oobCode,
  }));
}

/**
 * The Auth emulator's own page for a password reset only explains a curl command; the app's
 * page (/auth/action, as production's mail template points to) asks for the new password. Its
 * origin is the continue URL's, the app that asked for the reset; without one the link stays.
 */
function appResetLink(oobLink: string, oobCode: string): string {
  const continueUrl = new URL(oobLink).searchParams.get('continueUrl');
  if (!continueUrl || !URL.canParse(continueUrl)) return oobLink;
  const link = new URL('/auth/action', new URL(continueUrl).origin);
  link.search = new URLSearchParams({ mode: 'resetPassword', oobCode, continueUrl }).toString();
  return link.toString();
}

/** How a recipient is stored for search and searched for: trimmed, lower-case. */
export function recipientKey(address: string): string {
  return address.trim().toLowerCase();
}

const addresses = z.union([z.string(), z.array(z.string())]).optional();
const strings = z
  .array(z.unknown())
  .transform((values) => values.filter((value): value is string => typeof value === 'string'));
const triggerEmailDocument = z.object({
  to: addresses,
  toUids: z.array(z.string()).optional(),
  cc: addresses,
  bcc: addresses,
  message: z
    .object({ subject: z.string().optional(), text: z.string().optional(), html: z.string().optional() })
    .optional(),
  template: z.object({ name: z.string() }).optional(),
  delivery: z
    .object({
      state: z.string().optional(),
      attempts: z.number().optional(),
      error: z.string().nullable().optional(),
      startTime: z.unknown().optional(),
      endTime: z.unknown().optional(),
      info: z
        .object({
          messageId: z.string().nullable().optional(),
          accepted: strings.optional(),
          rejected: strings.optional(),
          pending: strings.optional(),
          response: z.string().nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .optional(),
  createdAt: z.unknown().optional(),
});

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every address a Trigger Email document names (to, cc, bcc), as recipientKey stores them. */
export function recipientKeysOf(data: {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
}): string[] {
  return [...new Set([...list(data.to), ...list(data.cc), ...list(data.bcc)].map(recipientKey))];
}

function isoOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  // A Firestore Timestamp, without depending on the SDK. Its toDate reads the instance's own
  // fields, so it is called on the value itself (a parsed copy would lose them).
  const toDate =
    typeof value === 'object' && value !== null ? (value as { toDate?: unknown }).toDate : undefined;
  if (typeof toDate !== 'function') return null;
  const date: unknown = toDate.call(value);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** An ISO date-time only when it is one (the output schema is strict about it). */
function isoDateOf(value: unknown): string | null {
  const iso = isoOf(value);
  return iso !== null && isoDateTimeSchema.safeParse(iso).success ? iso : null;
}

type StoredDelivery = NonNullable<z.infer<typeof triggerEmailDocument>['delivery']>;

function deliveryOf(delivery: StoredDelivery | undefined, raw: unknown): MailDelivery | null {
  const state = mailDeliveryStates.find((s) => s === delivery?.state);
  if (!delivery || !state) return null;
  const info = delivery.info;
  // The timestamps are read from the raw document: a parsed copy of a Timestamp loses its fields.
  const rawDelivery = (raw as { delivery?: { startTime?: unknown; endTime?: unknown } }).delivery;
  return {
    state,
    attempts:
      delivery.attempts !== undefined && Number.isSafeInteger(delivery.attempts) && delivery.attempts > 0
        ? delivery.attempts
        : 0,
    error: delivery.error ?? null,
    startTime: isoDateOf(rawDelivery?.startTime),
    endTime: isoDateOf(rawDelivery?.endTime),
    info: info
      ? {
          messageId: info.messageId ?? null,
          accepted: info.accepted ?? [],
          rejected: info.rejected ?? [],
          pending: info.pending ?? [],
          response: info.response ?? null,
        }
      : null,
  };
}

/**
 * A `mail` document as the outbox shows it. A document the extension could not send (no
 * recipient, no message) is shown with what it has: the outbox is where such mistakes are seen.
 */
export function parseMailDocument(id: string, data: unknown): OutboxMail {
  const parsed = triggerEmailDocument.safeParse(data);
  if (!parsed.success)
    return {
      id,
      to: [],
      subject: '(not in the Trigger Email format)',
      text: JSON.stringify(data),
      html: null,
      createdAt: null,
      delivery: null,
    };
  const doc = parsed.data;
  return {
    id,
    to: [
      ...list(doc.to),
      ...list(doc.cc),
      ...list(doc.bcc),
      ...(doc.toUids ?? []).map((uid) => `uid:${uid}`),
    ],
    subject: doc.message?.subject ?? (doc.template ? `(template ${doc.template.name})` : '(no subject)'),
    text: doc.message?.text ?? null,
    html: doc.message?.html ?? null,
    createdAt: isoOf((data as { createdAt?: unknown }).createdAt),
    delivery: deliveryOf(doc.delivery, data),
  };
}
