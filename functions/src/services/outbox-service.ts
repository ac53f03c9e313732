// The service console's outbox: what the product would have emailed, on the emulators only.
import type { ContractOutput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { newestMailFirst } from '@assay/domain/outbox';
import type { serviceContracts } from '@assay/domain/service';
import type { OutboxSource } from '../data/mail/outbox-source.ts';

export async function listOutbox(source: OutboxSource): Promise<ContractOutput<typeof serviceContracts.listOutbox>> {
  if (!source.local) {
    throw new DomainError('failed-precondition', 'The outbox exists only on the local emulators; here mail is sent by the Trigger Email extension.');
  }
  const [links, mail] = await Promise.all([source.pendingLinks(), source.mail()]);
  return { links, mail: [...mail].sort(newestMailFirst) };
}
