// A mail's delivery inside a unit of work: read as the outbox shows it, and sent again by setting
// `delivery.state` back to RETRY, which the Trigger Email extension picks up like a new message
// (it counts one more attempt). Only the extension writes the other delivery fields.
import type { DocumentData } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, parseMailDocument, RESEND_STATE } from '@assay/domain/outbox';
import type { OutboxMail } from '@assay/domain/outbox';
import { docAt } from '../store/store.ts';
import type { Mapper, UnitOfWork } from '../store/store.ts';

const deliveryMapper: Mapper<OutboxMail> = {
  toDoc() {
    throw new Error('mail documents are queued by mailWrites (mail.ts), never written whole from here');
  },
  fromDoc: (data: DocumentData) => parseMailDocument('', data),
};

const mailDoc = (id: string) => docAt(`${MAIL_COLLECTION}/${id}`, deliveryMapper);

export interface MailDeliveryWrites {
  /** The mail as the outbox shows it (null when there is none). */
  get(id: string): Promise<OutboxMail | null>;
  /** Asks the extension to send it again (RETRY); the caller checked it failed. */
  resend(id: string): void;
}

export function mailDeliveryWrites(uow: UnitOfWork): MailDeliveryWrites {
  return {
    async get(id) {
      const mail = await uow.get(mailDoc(id));
      return mail ? { ...mail, id } : null;
    },
    resend(id) {
      uow.update(mailDoc(id), { 'delivery.state': RESEND_STATE });
    },
  };
}
