// The mail aggregate: one document in `mail` per message, in the format of Firebase's Trigger
// Email extension (`to`, `message: { subject, text, html }`). Queued only inside the unit of work
// of the change that sends it, so an invitation and its email commit together or not at all.
// Beside the extension's fields: `createdAt` (the outbox's order) and `recipients`, the addresses
// as recipientKey stores them (the outbox's search by recipient; the extension ignores both).
import type { DocumentData } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, recipientKeysOf } from '@assay/domain/outbox';
import { str, timestampFromIso } from '../convert.ts';
import { docAt } from '../store/store.ts';
import type { Mapper, UnitOfWork } from '../store/store.ts';

/** One message to one recipient. `text` is required; `html` defaults to `text`, escaped, with its links clickable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What is stored: the message plus when it was queued (the call's time). */
export interface QueuedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const mailMapper: Mapper<QueuedMail> = {
  toDoc: (mail) => ({
    to: mail.to,
    message: { subject: mail.subject, text: mail.text, html: mail.html },
    createdAt: timestampFromIso(mail.createdAt),
    recipients: recipientKeysOf({ to: mail.to }),
  }),
  fromDoc(data: DocumentData) {
    const message = (data.message ?? {}) as DocumentData;
    const createdAt = data.createdAt as { toDate(): Date };
    return {
      id: '',
      to: str(data.to, 'to'),
      subject: str(message.subject, 'message.subject'),
      text: str(message.text, 'message.text'),
      html: str(message.html, 'message.html'),
      createdAt: createdAt.toDate().toISOString(),
    };
  },
};

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** Plain text as HTML: escaped, one paragraph per blank-line block, http(s) links clickable. */
export function htmlFromText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) =>
      escapeHtml(block)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((block) => `<p>${block}</p>`)
    .join('\n');
}

export interface MailWrites {
  /** Adds the message to this unit of work; returns the id of its `mail` document. */
  queue(message: MailMessage): string;
}

/** Mail queued at `at` (the call's time, ISO). */
export function mailWrites(uow: UnitOfWork, at: string): MailWrites {
  return {
    queue(message) {
      // Every message has a plain-text part beside its HTML: mail clients that show only text,
      // and spam filters that distrust HTML-only mail, get the same content.
      if (message.text.trim() === '') throw new Error(`Mail "${message.subject}" has no plain-text part`);
      const id = uow.newId();
      uow.create(docAt(`${MAIL_COLLECTION}/${id}`, mailMapper), {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? htmlFromText(message.text),
        createdAt: at,
      });
      return id;
    },
  };
}
