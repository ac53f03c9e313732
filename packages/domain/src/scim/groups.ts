// SCIM Groups are Assay's roles: three fixed groups, `viewer`, `editor` and `admin` (their id and,
// case-insensitively, their displayName), which a provider links its own groups to (Okta "push
// groups" → link, Entra: name the assigned groups so). A provisioned member's role is the highest
// group they are in, viewer when in none. Owners are never granted or taken away by a directory:
// they stay managed on /admin. Groups cannot be created or renamed; their members can change.
import type { MemberRole } from '../roles/index.ts';
import { roleLabels } from '../roles/index.ts';
import type { PatchOperation } from './users.ts';
import { ScimError, SCIM_SCHEMAS } from './protocol.ts';

export const scimGroupIds = ['viewer', 'editor', 'admin'] as const satisfies readonly MemberRole[];
export type ScimGroupId = (typeof scimGroupIds)[number];

export function isScimGroupId(value: unknown): value is ScimGroupId {
  return typeof value === 'string' && (scimGroupIds as readonly string[]).includes(value);
}

/** The group named `displayName` (case-insensitively, "Admin" or "admin"), or null. */
export function scimGroupNamed(displayName: string): ScimGroupId | null {
  const lower = displayName.trim().toLowerCase();
  return scimGroupIds.find((id) => id === lower) ?? null;
}

/** The role a set of groups gives: the highest, viewer when none. */
export function roleOfGroups(groups: readonly ScimGroupId[]): ScimGroupId {
  return [...scimGroupIds].reverse().find((id) => groups.includes(id)) ?? 'viewer';
}

/** A group's members as the provider lists them: user ids (`value`), each with a display name. */
export function scimGroupResource(
  id: ScimGroupId,
  members: readonly { id: string; display: string }[],
  baseUrl: string,
  options: { withMembers: boolean } = { withMembers: true },
) {
  return {
    schemas: [SCIM_SCHEMAS.group],
    id,
    displayName: roleLabels[id],
    ...(options.withMembers
      ? {
          members: members.map((member) => ({
            value: member.id,
            display: member.display,
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }
      : {}),
    meta: { resourceType: 'Group', location: `${baseUrl}/Groups/${id}` },
  };
}
export type ScimGroupResource = ReturnType<typeof scimGroupResource>;

/** What a group PATCH does to its members: user ids added and removed, or the whole list replaced. */
export interface GroupMemberChange {
  add: string[];
  remove: string[];
  /** The complete new list (a replace of `members`), or null. */
  replace: string[] | null;
}

function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((entry) => {
    const id =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).value : undefined;
    if (typeof id !== 'string' || id === '')
      throw new ScimError(400, 'Each member needs a "value" naming a user id.', 'invalidValue');
    return id;
  });
}

/**
 * Reads a group PATCH: Entra's `{ op: "Add"|"Remove", path: "members", value: [{ value }] }`, Okta's
 * `{ op: "remove", path: 'members[value eq "…"]' }` and `{ op: "replace", path: "members", value }`,
 * or a `replace` without a path whose value holds `members`. A displayName other than the group's
 * own is refused (groups are roles and keep their names).
 */
export function readGroupPatch(id: ScimGroupId, operations: readonly PatchOperation[]): GroupMemberChange {
  const change: GroupMemberChange = { add: [], remove: [], replace: null };
  for (const operation of operations) {
    const path = operation.path?.toLowerCase();
    const filtered = operation.path
      ? /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(operation.path)
      : null;
    if (filtered) {
      if (operation.op !== 'remove')
        throw new ScimError(400, 'Only remove may name one member by filter.', 'invalidPath');
      change.remove.push(filtered[1] ?? '');
      continue;
    }
    const entries: [string, unknown][] = path
      ? [[path, operation.value]]
      : typeof operation.value === 'object' && operation.value !== null
        ? Object.entries(operation.value).map(([key, value]) => [key.toLowerCase(), value])
        : [];
    for (const [attribute, value] of entries) {
      if (attribute === 'displayname') {
        if (typeof value !== 'string' || scimGroupNamed(value) !== id)
          throw new ScimError(400, 'Groups are Assay roles and keep their names.', 'mutability');
        continue;
      }
      if (attribute === 'externalid' || attribute === 'id') continue;
      if (attribute !== 'members')
        throw new ScimError(400, `Groups have no attribute ${attribute}.`, 'invalidPath');
      const ids = memberIds(value);
      if (operation.op === 'add') change.add.push(...ids);
      else if (operation.op === 'remove') {
        if (ids.length === 0) change.replace = [];
        else change.remove.push(...ids);
      } else change.replace = ids;
    }
  }
  return change;
}
