// Member roles of a parent tenant.
//
// The source of truth is `packages/domain/src/roles.ts`. `@assay/domain` does not export
// its `.` entry yet (packages/domain/src/index.ts is missing), so the values are mirrored
// here; `member-role.test.ts` fails if the two lists ever drift apart. Once
// `@assay/domain` exports them, replace this file with a re-export.
export const memberRoles = ['viewer', 'editor', 'admin', 'owner'] as const;
export type MemberRole = (typeof memberRoles)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
}
