// In-memory OutboxSource for unit tests.
import type { AuthLink, OutboxMail } from '@assay/domain/outbox';
import type { OutboxSource } from './outbox-source.ts';

export function memoryOutboxSource(content: { local: boolean; links?: AuthLink[]; mail?: OutboxMail[] }): OutboxSource {
  return {
    local: content.local,
    pendingLinks: () => Promise.resolve(content.links ?? []),
    mail: () => Promise.resolve(content.mail ?? []),
  };
}
