// The service console's audit tab: the global audit log (the platform's service actions and every
// organisation's own entries), newest first, filtered and paged by cursor. A page reads its
// entries (one more, to know whether another page follows), the names of the organisations on
// it in one batched read, and the actors' email addresses in one Auth lookup.
import type { ContractOutput, ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { platformContracts } from '@assay/domain/platform';
import type { GlobalAuditFilters } from '../data/audit/global-queries.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { UserDirectory } from '../data/user-directory/user-directory.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

type ListAudit = typeof platformContracts.listAudit;

/** The uid the actor filter names: itself, or the account of an email address (not-found when none has it). */
async function actorUidOf(directory: Pick<UserDirectory, 'uidByEmail'>, actor: string): Promise<string> {
  if (!actor.includes('@')) return actor;
  const uid = await directory.uidByEmail(actor.toLowerCase());
  if (!uid)
    throw new DomainError('not-found', 'No user has this email address.', {
      reason: 'user-not-found',
      fields: [{ path: 'actor', rule: 'no-user-with-email', message: 'No user has this email address' }],
    });
  return uid;
}

export async function listGlobalAudit(
  platform: Pick<PlatformData, 'auditLog'>,
  directory: Pick<UserDirectory, 'uidByEmail' | 'emails'>,
  input: ContractParsedInput<ListAudit>,
): Promise<ContractOutput<ListAudit>> {
  const [actorUid, filterOrg] = await Promise.all([
    input.actor !== undefined ? actorUidOf(directory, input.actor) : undefined,
    input.tid !== undefined ? platform.auditLog.organisationNames([input.tid]) : undefined,
  ]);
  if (input.tid !== undefined && !filterOrg?.has(input.tid)) {
    throw new DomainError('not-found', 'There is no organisation with this id.', {
      reason: 'organisation-not-found',
      fields: [{ path: 'tid', rule: 'no-such-organisation', message: 'No such organisation' }],
    });
  }
  const filters: GlobalAuditFilters = {
    ...(input.tid !== undefined ? { orgId: input.tid } : {}),
    ...(actorUid !== undefined ? { actorUid } : {}),
    ...(input.action !== undefined ? { action: input.action } : {}),
    ...(input.from !== undefined ? { from: input.from } : {}),
    ...(input.to !== undefined ? { to: input.to } : {}),
  };
  const fingerprint = queryFingerprint({ list: 'globalAudit', filters });
  const cursor = input.cursor ? decodeCursor(input.cursor, fingerprint, 'millis') : undefined;
  const page = await platform.auditLog.page({
    filters,
    limit: input.pageSize,
    ...(cursor ? { after: { millis: cursor.value, id: cursor.id } } : {}),
  });

  const concerned = (item: (typeof page.items)[number]) => item.tid ?? item.entry.orgId;
  const unnamed = [
    ...new Set(
      page.items.map(concerned).filter((tid): tid is string => tid !== undefined && !filterOrg?.has(tid)),
    ),
  ];
  const [names, emails] = await Promise.all([
    platform.auditLog.organisationNames(unnamed),
    directory.emails([...new Set(page.items.map((item) => item.entry.actorUid))]),
  ]);
  const nameOf = (tid: string) => filterOrg?.get(tid) ?? names.get(tid) ?? null;
  return {
    items: page.items.map((item) => {
      const tid = concerned(item);
      return {
        entry: item.entry,
        log: item.log,
        organisation: tid !== undefined ? { tid, name: nameOf(tid) } : null,
        actorEmail: emails.get(item.entry.actorUid) ?? null,
      };
    }),
    nextCursor: page.next ? encodeCursor(fingerprint, { value: page.next.millis, id: page.next.id }) : null,
  };
}
