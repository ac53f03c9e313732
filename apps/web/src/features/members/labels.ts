import type { MemberRole } from '@assay/domain/roles';

export const roleHints: Record<MemberRole, string> = {
  viewer: 'Sees tenants, assessments and roadmaps',
  editor: 'Also creates and edits tenants and assessments',
  admin: 'Also manages members, the profile and the audit log',
  owner: 'Also manages owners and billing',
};

/** The roles `actor` may hand out: only owners grant the owner role. */
export function assignableRoles(actorRole: MemberRole | undefined): MemberRole[] {
  return actorRole === 'owner' ? ['viewer', 'editor', 'admin', 'owner'] : ['viewer', 'editor', 'admin'];
}
