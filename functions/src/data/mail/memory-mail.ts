// The `mail` documents of an in-memory store, read back for unit tests (what the Trigger Email
// extension would send), in the order they were queued.
import { MAIL_COLLECTION } from '@assay/domain/outbox';
import type { MemoryStore } from '../store/memory-store.ts';
import { mailMapper } from './mail.ts';
import type { QueuedMail } from './mail.ts';

export function memoryMail(store: MemoryStore): QueuedMail[] {
  return [...store.docs.entries()]
    .filter(([path]) => path.startsWith(`${MAIL_COLLECTION}/`) && path.split('/').length === 2)
    .map(([path, data]) => ({ ...mailMapper.fromDoc(data), id: path.slice(MAIL_COLLECTION.length + 1) }));
}
