import type { MemberRole } from '@assay/domain/roles';

/** The roles `actor` may hand out: only owners grant the owner role. */
export function assignableRoles(actorRole: MemberRole | undefined): MemberRole[] {
  return actorRole === 'owner' ? ['viewer', 'editor', 'admin', 'owner'] : ['viewer', 'editor', 'admin'];
}
