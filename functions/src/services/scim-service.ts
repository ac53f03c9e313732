// SCIM 2.0 provisioning (issue 25): what an organisation's identity provider does to its members
// through /scim/v2. A User is provisioned directly, not invited: the provider is the source of
// truth and expects the resource (and the access) to exist when it answers 201, and an invitation
// would leave an "active" user without access until they click a link the provider never sees.
// So a create finds or makes the passwordless Firebase account of the address (they sign in by
// email link or password reset), makes it a member at once with the role of its groups, and keeps
// the SCIM view beside the member document (scimUsers/{uid}). `active: false` removes the member
// document and its claims and revokes the refresh tokens, as members-remove does: the next
// callable call is refused. Every write is audited in the transaction that makes it.
import { DomainError } from '@assay/domain/errors';
import type { Member } from '@assay/domain/members';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import {
  applyUserPatch,
  isScimGroupId,
  parseScimFilter,
  readGroupPatch,
  readPatchOperations,
  readScimUser,
  roleOfGroups,
  scimGroupIds,
  scimGroupNamed,
  scimGroupResource,
  ScimError,
  scimList,
  scimMemberName,
  scimPage,
  scimUserResource,
} from '@assay/domain/scim';
import type {
  ScimComparison,
  ScimGroupId,
  ScimGroupResource,
  ScimListResponse,
  ScimUserRecord,
  ScimUserResource,
  ScimUserState,
} from '@assay/domain/scim';
import type { MemberAccess } from '../data/identity.ts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import type { SharingAccounts } from '../data/shared-users/sharing-access.ts';
import { assertRoom, effectiveLimits, seatsTaken } from './limits.ts';

export interface ScimDeps {
  /** The organisation, its writes stamped with the token as actor and the SCIM action. */
  org: OrgData;
  /** The members' claims and sessions (data/identity.ts). */
  access: MemberAccess;
  /** Firebase accounts by address: found, or created passwordless. */
  accounts: Pick<SharingAccounts, 'byEmail' | 'create'>;
  now: Date;
  /** `https://<host>/scim/v2`: where the resources' meta.location points. */
  baseUrl: string;
}

export interface ScimListQuery {
  filter?: string | undefined;
  startIndex?: string | undefined;
  count?: string | undefined;
  excludedAttributes?: string | undefined;
}

function userNotFound(id: string): ScimError {
  return new ScimError(404, `User ${id} not found.`);
}

function groupNotFound(id: string): ScimError {
  return new ScimError(404, `Group ${id} not found. Groups are Assay roles: ${scimGroupIds.join(', ')}.`);
}

/** One user's change inside a transaction: the record before and after (null: none), and the audit summary. */
interface UserChange {
  uid: string;
  next: ScimUserRecord | null;
  summary: string;
}

/**
 * Commits user changes in one transaction: each SCIM record, the member document it implies
 * (active: a member with the role of its groups; else none) with the seat count, and an audit
 * entry each; then the members' claims, their sessions ended unless access only grew.
 */
async function commit(deps: ScimDeps, decide: (tx: OrgTransaction) => Promise<UserChange[]>): Promise<void> {
  const { org, now } = deps;
  const applied = await org.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation) throw new ScimError(404, 'This organisation no longer exists.');
    const changes = await decide(tx);
    // Every read before the first write (a Firestore transaction's rule): the members, and the
    // pending invitation of each address that may become a member.
    const members = await Promise.all(changes.map((change) => tx.members.get(change.uid)));
    const invitationIds = changes.map((change) =>
      change.next?.active ? org.invitations.idFor(change.next.userName) : null,
    );
    const invitations = await Promise.all(
      invitationIds.map((id) => (id ? tx.invitations.get(id) : Promise.resolve(null))),
    );
    let memberCount = organisation.memberCount;
    let invitationCount = organisation.invitationCount ?? 0;
    const claims: { uid: string; role: MemberRole | null; before: MemberRole | null }[] = [];
    for (const [index, change] of changes.entries()) {
      const member = members[index] ?? null;
      if (member?.role === 'owner')
        throw new ScimError(
          409,
          `${member.email} is an owner; owners are managed on /admin, not by SCIM.`,
          'uniqueness',
        );
      const role = change.next?.active ? roleOfGroups(change.next.groups) : null;
      if (role && change.next) {
        const joined: Member = {
          uid: change.uid,
          email: change.next.userName,
          displayName: scimMemberName(change.next),
          role,
          joinedAt: member?.joinedAt ?? now.toISOString(),
        };
        if (!member) {
          // A pending invitation of the same address is withdrawn: its seat is the member's now.
          const invitationId = invitationIds[index];
          if (invitationId && invitations[index]) {
            tx.invitations.delete(invitationId);
            invitationCount = Math.max(0, invitationCount - 1);
          }
          try {
            assertRoom(
              effectiveLimits(organisation, now),
              'members',
              seatsTaken({ ...organisation, memberCount, invitationCount }),
            );
          } catch (error) {
            throw scimErrorOf(error) ?? error;
          }
          memberCount += 1;
        }
        if (JSON.stringify(member) !== JSON.stringify(joined)) tx.members.put(joined);
      } else if (member) {
        tx.members.remove(change.uid);
        memberCount = Math.max(0, memberCount - 1);
      }
      if (change.next) tx.scimUsers.put(change.next);
      else tx.scimUsers.delete(change.uid);
      tx.audit.record({
        target: `member/${change.uid}`,
        summary: change.summary,
        subjectName: change.next?.userName ?? member?.email ?? change.uid,
      });
      claims.push({ uid: change.uid, role, before: member?.role ?? null });
    }
    if (memberCount !== organisation.memberCount || invitationCount !== (organisation.invitationCount ?? 0))
      tx.organisation.setCounts({ memberCount, invitationCount });
    return { claims, secondFactor: organisation.requireSecondFactor === true };
  });
  for (const { uid, role, before } of applied.claims) {
    const grew = role !== null && (before === null || roleAtLeast(role, before));
    await deps.access.apply(uid, role ? { role, secondFactor: applied.secondFactor } : null, {
      keepSessions: grew,
    });
  }
}

function userFilter(comparisons: readonly ScimComparison[]): (user: ScimUserRecord) => boolean {
  const tests = comparisons.map(({ attribute, value }): ((user: ScimUserRecord) => boolean) => {
    const same = (stored: string | undefined, caseExact: boolean) =>
      typeof value === 'string' &&
      stored !== undefined &&
      (caseExact ? stored === value : stored.toLowerCase() === value.toLowerCase());
    if (attribute === 'username' || attribute.startsWith('emails'))
      return (user) => same(user.userName, false);
    if (attribute === 'externalid') return (user) => same(user.externalId, true);
    if (attribute === 'id') return (user) => same(user.id, true);
    if (attribute === 'displayname') return (user) => same(scimMemberName(user), false);
    if (attribute === 'active') return (user) => user.active === value;
    throw new ScimError(400, `Users cannot be filtered by ${attribute}.`, 'invalidFilter');
  });
  return (user) => tests.every((test) => test(user));
}

function resourceOf(deps: ScimDeps, record: ScimUserRecord): ScimUserResource {
  return scimUserResource(record, deps.baseUrl);
}

export async function getScimUser(deps: ScimDeps, id: string): Promise<ScimUserResource> {
  const record = await deps.org.scimUsers.get(id);
  if (!record) throw userNotFound(id);
  return resourceOf(deps, record);
}

export async function listScimUsers(
  deps: ScimDeps,
  query: ScimListQuery,
): Promise<ScimListResponse<ScimUserResource>> {
  const page = scimPage(query);
  const matches = query.filter ? userFilter(parseScimFilter(query.filter)) : () => true;
  const users = (await deps.org.scimUsers.all()).filter(matches);
  return scimList(
    users.map((user) => resourceOf(deps, user)),
    page,
  );
}

/**
 * POST /Users: 409 uniqueness when the address is provisioned already. An account of another
 * organisation gains this membership; its active organisation stays (the identity provider does
 * not move a person's session: they switch when they choose).
 */
export async function createScimUser(deps: ScimDeps, body: unknown): Promise<ScimUserResource> {
  const state = readScimUser(body);
  const taken = (await deps.org.scimUsers.all()).find((user) => user.userName === state.userName);
  if (taken)
    throw new ScimError(409, `${state.userName} is provisioned already (id ${taken.id}).`, 'uniqueness');
  const account =
    (await deps.accounts.byEmail(state.userName)) ?? (await deps.accounts.create(state.userName));
  const at = deps.now.toISOString();
  let record: ScimUserRecord | null = null;
  await commit(deps, async (tx) => {
    if (await tx.scimUsers.get(account.uid))
      throw new ScimError(409, `${state.userName} is provisioned already (id ${account.uid}).`, 'uniqueness');
    // An existing member (invited before the provider was connected) is adopted with their role.
    const member = await tx.members.get(account.uid);
    const groups = member && isScimGroupId(member.role) ? [member.role] : [];
    record = { ...state, id: account.uid, groups, createdAt: at, updatedAt: at };
    return [
      {
        uid: account.uid,
        next: record,
        summary: member ? 'Linked a member to the identity provider (SCIM)' : 'Provisioned a member (SCIM)',
      },
    ];
  });
  return resourceOf(deps, record as unknown as ScimUserRecord);
}

function assertSameUserName(current: ScimUserRecord, next: ScimUserState): void {
  if (next.userName !== current.userName)
    throw new ScimError(
      400,
      'userName cannot change: it is the address of the member’s account. Deprovision the user and provision the new address.',
      'mutability',
    );
}

function summaryOf(current: ScimUserRecord, next: ScimUserState): string {
  if (current.active && !next.active) return 'Deactivated a member (SCIM)';
  if (!current.active && next.active) return 'Reactivated a member (SCIM)';
  return 'Updated a member (SCIM)';
}

async function changeUser(
  deps: ScimDeps,
  id: string,
  change: (current: ScimUserRecord) => ScimUserState,
): Promise<ScimUserResource> {
  let saved: ScimUserRecord | null = null;
  await commit(deps, async (tx) => {
    const current = await tx.scimUsers.get(id);
    if (!current) throw userNotFound(id);
    const state = change(current);
    assertSameUserName(current, state);
    const { externalId: _e, displayName: _d, givenName: _g, familyName: _f, ...kept } = current;
    saved = { ...kept, ...state, updatedAt: deps.now.toISOString() };
    return [{ uid: id, next: saved, summary: summaryOf(current, state) }];
  });
  return resourceOf(deps, saved as unknown as ScimUserRecord);
}

/** PUT /Users/{id}: the whole user replaced (its groups stay: they change through /Groups). */
export function replaceScimUser(deps: ScimDeps, id: string, body: unknown): Promise<ScimUserResource> {
  const state = readScimUser(body);
  return changeUser(deps, id, () => state);
}

/** PATCH /Users/{id}: Operations; `active: false` ends the member's access at once. */
export function patchScimUser(deps: ScimDeps, id: string, body: unknown): Promise<ScimUserResource> {
  const operations = readPatchOperations(body);
  return changeUser(deps, id, (current) => applyUserPatch(current, operations));
}

/** DELETE /Users/{id}: the member leaves the organisation (their Firebase account stays). */
export async function deleteScimUser(deps: ScimDeps, id: string): Promise<void> {
  await commit(deps, async (tx) => {
    if (!(await tx.scimUsers.get(id))) throw userNotFound(id);
    return [{ uid: id, next: null, summary: 'Deprovisioned a member (SCIM)' }];
  });
}

function groupResource(
  deps: ScimDeps,
  id: ScimGroupId,
  users: readonly ScimUserRecord[],
  withMembers = true,
): ScimGroupResource {
  const members = users
    .filter((user) => user.groups.includes(id))
    .map((user) => ({ id: user.id, display: scimMemberName(user) }));
  return scimGroupResource(id, members, deps.baseUrl, { withMembers });
}

function withoutMembers(query: ScimListQuery): boolean {
  return (query.excludedAttributes ?? '').split(',').some((name) => name.trim().toLowerCase() === 'members');
}

export async function getScimGroup(
  deps: ScimDeps,
  id: string,
  query: ScimListQuery = {},
): Promise<ScimGroupResource> {
  if (!isScimGroupId(id)) throw groupNotFound(id);
  return groupResource(deps, id, await deps.org.scimUsers.all(), !withoutMembers(query));
}

export async function listScimGroups(
  deps: ScimDeps,
  query: ScimListQuery,
): Promise<ScimListResponse<ScimGroupResource>> {
  const page = scimPage(query);
  const users = await deps.org.scimUsers.all();
  const comparisons = query.filter ? parseScimFilter(query.filter) : [];
  const groups = scimGroupIds.filter((id) =>
    comparisons.every(({ attribute, value }) => {
      if (typeof value !== 'string') return false;
      if (attribute === 'displayname') return scimGroupNamed(value) === id;
      if (attribute === 'id' || attribute === 'externalid') return value === id;
      if (attribute === 'members.value')
        return users.some((user) => user.id === value && user.groups.includes(id));
      throw new ScimError(400, `Groups cannot be filtered by ${attribute}.`, 'invalidFilter');
    }),
  );
  return scimList(
    groups.map((id) => groupResource(deps, id, users, !withoutMembers(query))),
    page,
  );
}

/** A group's new member list applied to the provisioned users, in one transaction. */
async function setGroupMembers(
  deps: ScimDeps,
  id: ScimGroupId,
  members: (current: readonly string[]) => Set<string>,
): Promise<ScimGroupResource> {
  const users = await deps.org.scimUsers.all();
  const wanted = members(users.filter((user) => user.groups.includes(id)).map((user) => user.id));
  const known = new Set(users.map((user) => user.id));
  const unknown = [...wanted].filter((uid) => !known.has(uid));
  if (unknown.length > 0)
    throw new ScimError(400, `No provisioned user has the id ${unknown.join(', ')}.`, 'invalidValue');
  const touched = users.filter((user) => user.groups.includes(id) !== wanted.has(user.id));
  await commit(deps, async (tx) => {
    const current = await Promise.all(touched.map((user) => tx.scimUsers.get(user.id)));
    return current.flatMap((user): UserChange[] => {
      if (!user) return [];
      const groups = wanted.has(user.id)
        ? [...new Set([...user.groups, id])]
        : user.groups.filter((group) => group !== id);
      return [
        {
          uid: user.id,
          next: { ...user, groups, updatedAt: deps.now.toISOString() },
          summary: `${wanted.has(user.id) ? 'Added a member to' : 'Removed a member from'} the ${id} group (SCIM)`,
        },
      ];
    });
  });
  return groupResource(deps, id, await deps.org.scimUsers.all());
}

/** PATCH /Groups/{id}: members added, removed or replaced (Entra's and Okta's shapes). */
export function patchScimGroup(deps: ScimDeps, id: string, body: unknown): Promise<ScimGroupResource> {
  if (!isScimGroupId(id)) return Promise.reject(groupNotFound(id));
  const change = readGroupPatch(id, readPatchOperations(body));
  return setGroupMembers(deps, id, (current) => {
    const next = new Set(change.replace ?? current);
    for (const uid of change.add) next.add(uid);
    for (const uid of change.remove) next.delete(uid);
    return next;
  });
}

/** PUT /Groups/{id}: the whole member list replaced; the displayName must stay the group's. */
export function replaceScimGroup(deps: ScimDeps, id: string, body: unknown): Promise<ScimGroupResource> {
  if (!isScimGroupId(id)) return Promise.reject(groupNotFound(id));
  const value = typeof body === 'object' && body !== null ? body : {};
  const change = readGroupPatch(id, [{ op: 'replace', path: undefined, value }]);
  return setGroupMembers(deps, id, () => new Set(change.replace ?? []));
}

/** POST /Groups: groups are Assay's roles and exist already; a provider links to them by name. */
export function createScimGroup(body: unknown): never {
  const name =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).displayName : undefined;
  const group = typeof name === 'string' ? scimGroupNamed(name) : null;
  if (group)
    throw new ScimError(
      409,
      `The group ${group} exists: link to it (GET /Groups?filter=displayName eq "${group}").`,
      'uniqueness',
    );
  throw new ScimError(
    400,
    `Groups are Assay roles and cannot be created: name your groups ${scimGroupIds.join(', ')}.`,
    'invalidValue',
  );
}

/** DomainErrors of the shared machinery (seat limits) in SCIM's terms. */
export function scimErrorOf(error: unknown): ScimError | null {
  if (error instanceof ScimError) return error;
  if (error instanceof DomainError) {
    const status =
      error.code === 'not-found'
        ? 404
        : error.code === 'already-exists'
          ? 409
          : error.code === 'invalid-argument'
            ? 400
            : error.code === 'unauthenticated'
              ? 401
              : error.code === 'permission-denied' ||
                  error.code === 'failed-precondition' ||
                  error.code === 'resource-exhausted'
                ? 403
                : null;
    if (status !== null)
      return new ScimError(
        status,
        error.message,
        status === 409 ? 'uniqueness' : status === 400 ? 'invalidValue' : undefined,
      );
  }
  return null;
}
