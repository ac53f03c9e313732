// In-memory OutboxSource over a MemoryStore's `mail` documents for unit tests: the same filters,
// order (createdAt, then id, both descending) and paging as the Firestore query.
import { MAIL_COLLECTION, parseMailDocument } from '@assay/domain/outbox';
import type { AuthLink, OutboxMail } from '@assay/domain/outbox';
import type { MemoryStore } from '../store/memory-store.ts';
import { pageOf, positionOfMail } from './outbox-source.ts';
import type { OutboxSource } from './outbox-source.ts';

function newestFirst(a: OutboxMail, b: OutboxMail): number {
  const [pa, pb] = [positionOfMail(a), positionOfMail(b)];
  if (!pa || !pb) return pa ? -1 : pb ? 1 : 0;
  return pb.value - pa.value || (pb.id < pa.id ? -1 : pb.id > pa.id ? 1 : 0);
}

export function memoryOutboxSource(
  store: MemoryStore,
  content: { local: boolean; links?: AuthLink[] },
): OutboxSource {
  const all = () =>
    [...store.docs.entries()]
      .filter(([path]) => path.startsWith(`${MAIL_COLLECTION}/`) && path.split('/').length === 2)
      .map(([path, data]) => ({
        mail: parseMailDocument(path.slice(MAIL_COLLECTION.length + 1), data),
        recipients: (data.recipients ?? []) as unknown[],
      }));
  return {
    local: content.local,
    pendingLinks: () => Promise.resolve(content.local ? (content.links ?? []) : []),
    page({ filters, after, limit }) {
      const found = all()
        .filter(
          ({ mail, recipients }) =>
            positionOfMail(mail) &&
            (filters.recipient === undefined || recipients.includes(filters.recipient)) &&
            (filters.state === undefined || mail.delivery?.state === filters.state),
        )
        .map(({ mail }) => mail)
        .sort(newestFirst)
        .filter((mail) => {
          const at = positionOfMail(mail);
          return !after || !at || at.value < after.value || (at.value === after.value && at.id < after.id);
        });
      return Promise.resolve(pageOf(found.slice(0, limit + 1), limit));
    },
    get: (id) => Promise.resolve(all().find(({ mail }) => mail.id === id)?.mail ?? null),
  };
}
