// An organisation as support access sees it before (and besides) any grant: its profile and
// owners, its system admins' grants, its audit log and mail. Never its content: a system admin's
// callable gets this, and reaches tenants, assessments or roadmaps only through an active grant
// (core/support-access.ts). Owners' callables use the same desk over their own organisation.
import type { Member } from '@assay/domain/members';
import type { AuditWrites } from '../audit/audit.ts';
import type { MailWrites } from '../mail/mail.ts';
import type { OrgData } from '../org-data.ts';
import type { OrganisationRecord } from '../organisation/organisation.ts';
import type { SupportGrantReads, SupportGrantWrites } from './support-grants.ts';

export interface SupportDeskTransaction {
  organisation(): Promise<OrganisationRecord | null>;
  grants: SupportGrantWrites;
  /** The organisation's own audit log. */
  audit: AuditWrites;
  /** Mail to the organisation's owners, sent only if the transaction commits. */
  mail: MailWrites;
}

export interface SupportDesk {
  readonly tid: string;
  organisation(): Promise<OrganisationRecord | null>;
  /** The members who decide on support access (bounded: the members list). */
  owners(): Promise<Member[]>;
  grants: SupportGrantReads;
  transaction<T>(work: (tx: SupportDeskTransaction) => Promise<T>): Promise<T>;
}

export function supportDesk(org: OrgData): SupportDesk {
  return {
    tid: org.tid,
    organisation: () => org.organisation.get(),
    owners: async () => (await org.memberships.members()).filter((member) => member.role === 'owner'),
    grants: org.supportGrants,
    transaction: (work) =>
      org.transaction((tx) =>
        work({
          organisation: () => tx.organisation.get(),
          grants: tx.supportGrants,
          audit: tx.audit,
          mail: tx.mail,
        }),
      ),
  };
}
