import { m } from '@assay/messages';
import type { MemberRole } from '@assay/domain/roles';

const roles: Record<MemberRole, { label: () => string; hint: () => string }> = {
  viewer: { label: m.role_viewer, hint: m.role_hint_viewer },
  editor: { label: m.role_editor, hint: m.role_hint_editor },
  admin: { label: m.role_admin, hint: m.role_hint_admin },
  owner: { label: m.role_owner, hint: m.role_hint_owner },
};

/** A role's name in the page's language. */
export const roleLabel = (role: MemberRole): string => roles[role].label();
/** What a role may do, in a sentence, in the page's language. */
export const roleHint = (role: MemberRole): string => roles[role].hint();

/** The roles `actor` may hand out: only owners grant the owner role. */
export function assignableRoles(actorRole: MemberRole | undefined): MemberRole[] {
  return actorRole === 'owner' ? ['viewer', 'editor', 'admin', 'owner'] : ['viewer', 'editor', 'admin'];
}
