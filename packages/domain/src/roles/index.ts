// Member roles of a parent tenant, ordered from least to most privileged.
export const memberRoles = ['viewer', 'editor', 'admin', 'owner'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** How a role is named to people. */
export const roleLabels: Record<MemberRole, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  admin: 'Admin',
  owner: 'Owner',
};

export function roleAtLeast(role: MemberRole | undefined, min: MemberRole): boolean {
  if (!role) return false;
  return memberRoles.indexOf(role) >= memberRoles.indexOf(min);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
}
