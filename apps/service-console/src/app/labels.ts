import { m } from '@assay/messages';
import type { MemberRole } from '@assay/domain/roles';

const roles: Record<MemberRole, () => string> = {
  viewer: m.role_viewer,
  editor: m.role_editor,
  admin: m.role_admin,
  owner: m.role_owner,
};

/** A member role's name in the page's language (the member app's own names). */
export const roleLabel = (role: MemberRole): string => roles[role]();
