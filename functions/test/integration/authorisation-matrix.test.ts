// Every contract × every kind of caller × every kind of id, with one exact expected answer each,
// derived from the contract's access. Inputs come from the contract's schema and id fields are
// found by their `idOf` metadata, so a new callable is covered without editing this file.
// For each refused call the data is snapshotted before and after: a refusal writes nothing
// (except one count in the security log). A foreign id must get the same answer as a missing
// one, and no answer (data, message or details) may name another organisation's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@assay/domain/contracts';
import type { Access, CallableContract } from '@assay/domain/contracts';
import type { IdKind } from '@assay/domain/ids';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import { RATE_LIMITS_COLLECTION } from '../../src/data/api-requests/rate-limits.ts';
import { ATTEMPTS_COLLECTION } from '../../src/data/attempts/attempts.ts';
import { collections } from '../../src/data/paths.ts';
import { SECURITY_LOG_COLLECTION } from '../../src/data/security-log/security-log.ts';
import { supportGrantMapper } from '../../src/data/support-grants/support-grants.ts';
import * as deployed from '../../src/index.ts';
import {
  adminAuth,
  adminDb,
  callApi,
  callFunction,
  callOk,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueId,
} from './support/emulators.ts';
import type { CallOutcome, TestUser } from './support/emulators.ts';
import { generateInput } from './support/generate-input.ts';
import { addFailedMail } from './support/mail.ts';
import {
  addApiKey,
  addAssessment,
  addCompletedAssessment,
  addGlobalBaseline,
  addInvitation,
  addInvitationLink,
  addInvite,
  addMember,
  addPrivateBaseline,
  addRoadmapItem,
  addScimToken,
  addWebhook,
  addSharedUser,
  addSharingLink,
  addTenant,
  createWorld,
} from './support/world.ts';
import type { TestOrg, World } from './support/world.ts';
import { CALL_POOL, inPool } from './support/pool.ts';
import { describeWrite, markWrites, writesSince } from './support/writes.ts';
import type { Write } from './support/writes.ts';

/**
 * The contracts this matrix runs: those of every callable the functions deploy, by export
 * (`tenants.get` serves `tenants-get`); checked against the registry of @assay/domain below.
 */
const deployedCallables = Object.entries(deployed)
  // Scheduled jobs and HTTP functions are exported as functions, callables in groups.
  .filter(([, group]) => typeof group !== 'function')
  .flatMap(([area, group]) =>
    Object.entries(group as Record<string, { contract: CallableContract }>).map(([operation, callable]) => ({
      exported: `${area}-${operation}`,
      contract: callable.contract,
    })),
  );
const matrixContracts = deployedCallables.map(({ contract }) => contract);

type CallerKey =
  | 'guest'
  | 'shared'
  | 'sharedB'
  | 'sharedRevoked'
  | 'viewerA'
  | 'editorA'
  | 'adminA'
  | 'ownerB'
  | 'editorB'
  | 'viewerB'
  | 'editorBAlsoA'
  | 'sysadmin'
  | 'sysadminMemberA'
  | 'sysadminGrantA'
  | 'sysadminExpiredA'
  | 'malformed'
  | 'revoked'
  | 'stale'
  | 'noSecondFactorA'
  | 'readKeyA'
  | 'writeKeyA'
  | 'restrictedKeyA'
  | 'revokedKeyA';

interface Caller {
  key: CallerKey;
  label: string;
  member?: { org: 'A' | 'B'; role: MemberRole };
  /** Also a member of this organisation, which is not the active one (their claims name `member.org`). */
  alsoMemberOf?: 'A' | 'B';
  /** A shared user of one tenant of this organisation (`ptid` + `ttid`). */
  shared?: { org: 'A' | 'B' };
  systemAdmin?: boolean;
  /** A system admin's support grant of org A: only an active one opens its content (audience `support`). */
  supportGrant?: 'active' | 'expired';
  malformed?: boolean;
  /** The token was signed in before the user's access changed. */
  revoked?: boolean;
  /** The member's organisation requires a second step (claim `mfa`); the session was signed in without one. */
  secondFactorMissing?: boolean;
  /** An API key of org A calling the REST API (only contracts with an api path); `member` is its scope's role. */
  apiKey?: 'read' | 'readWrite' | 'restricted' | 'revoked';
}

const callers: Caller[] = [
  { key: 'guest', label: 'guest' },
  { key: 'shared', label: 'shared user of a tenant of org A', shared: { org: 'A' } },
  { key: 'sharedB', label: 'shared user of a tenant of org B', shared: { org: 'B' } },
  {
    key: 'sharedRevoked',
    label: 'shared user of org A revoked by sharing-revoke, still holding their token',
    shared: { org: 'A' },
    revoked: true,
  },
  { key: 'viewerA', label: 'viewer of org A', member: { org: 'A', role: 'viewer' } },
  { key: 'editorA', label: 'editor of org A', member: { org: 'A', role: 'editor' } },
  { key: 'adminA', label: 'admin of org A', member: { org: 'A', role: 'admin' } },
  { key: 'ownerB', label: 'owner of org B', member: { org: 'B', role: 'owner' } },
  { key: 'editorB', label: 'editor of org B', member: { org: 'B', role: 'editor' } },
  { key: 'viewerB', label: 'viewer of org B', member: { org: 'B', role: 'viewer' } },
  {
    key: 'editorBAlsoA',
    label: 'editor of org B, also a viewer of org A (active in org B)',
    member: { org: 'B', role: 'editor' },
    alsoMemberOf: 'A',
  },
  { key: 'sysadmin', label: 'system admin (adminUI only)', systemAdmin: true },
  {
    key: 'sysadminMemberA',
    label: 'system admin who is also an editor of org A',
    systemAdmin: true,
    member: { org: 'A', role: 'editor' },
  },
  {
    key: 'sysadminGrantA',
    label: 'system admin with an active support grant of org A',
    systemAdmin: true,
    supportGrant: 'active',
  },
  {
    key: 'sysadminExpiredA',
    label: 'system admin whose support grant of org A expired',
    systemAdmin: true,
    supportGrant: 'expired',
  },
  { key: 'malformed', label: 'user with malformed claims (tid without role)', malformed: true },
  {
    key: 'revoked',
    label: 'admin of org A whose tokens were revoked',
    member: { org: 'A', role: 'admin' },
    revoked: true,
  },
  {
    key: 'stale',
    label: 'editor of org A demoted to viewer, still holding the editor token',
    member: { org: 'A', role: 'editor' },
    revoked: true,
  },
  {
    key: 'noSecondFactorA',
    label: 'admin of org A, which requires two-step sign-in, signed in without a second step',
    member: { org: 'A', role: 'admin' },
    secondFactorMissing: true,
  },
];

/**
 * Which ids the input carries: the caller's own, a sibling tenant of the same organisation (not
 * theirs: the shared user's), another organisation's real ids, ids that exist nowhere, and an
 * own first id with foreign ids after it (own parent, foreign child; own and foreign in a list).
 */
// `mixed` is the first id the caller's own and the rest another organisation's; `ownThenMissing`,
// the first own and the rest missing, is what a mixed call must be indistinguishable from.
type IdVariant = 'none' | 'own' | 'sibling' | 'foreign' | 'missing' | 'mixed' | 'ownThenMissing';

type Expected = 'ok' | 'unauthenticated' | 'permission-denied' | 'not-found';

/** Every caller a signed-in contract lets in (all but the guest, the malformed and the revoked). */
const signedInCallers = [
  'shared',
  'sharedB',
  'viewerA',
  'editorA',
  'adminA',
  'ownerB',
  'editorB',
  'viewerB',
  'editorBAlsoA',
  'sysadmin',
  'sysadminMemberA',
  'sysadminGrantA',
  'sysadminExpiredA',
  'noSecondFactorA',
] as const;

/** Business answers an allowed caller gets with its own ids (the call passed authorisation). */
/** The same business answer for every member allowed to call (an editor or above of A or B). */
const forEditors = (code: string): Partial<Record<CallerKey, string>> => ({
  editorA: code,
  adminA: code,
  ownerB: code,
  editorB: code,
  editorBAlsoA: code,
  sysadminMemberA: code,
});

const businessOutcomes: Partial<Record<string, Partial<Record<CallerKey, string>>>> = {
  // Shared users cannot create an organisation.
  'org-completeSignUp': { shared: 'failed-precondition', sharedB: 'failed-precondition' },
  // The generated input asks for the free plan: org A (business, 4 members) is over its limits,
  // and org B's team plan was comped without a subscription to cancel.
  'billing-changePlan': { adminA: 'failed-precondition', ownerB: 'failed-precondition' },
  // The generated token is not the invitation's secret: every signed-in caller is told the link is not valid.
  'members-accept': Object.fromEntries(signedInCallers.map((key) => [key, 'not-found'])),
  // The organisation named is the caller's own (org A for those without one): a shared user or a system admin is no member of it.
  'account-switchOrganisation': {
    shared: 'not-found',
    sharedB: 'not-found',
    sysadmin: 'not-found',
    sysadminGrantA: 'not-found',
    sysadminExpiredA: 'not-found',
  },
  // The generated confirmation is not the caller's own address: no account is deleted.
  'account-delete': Object.fromEntries(signedInCallers.map((key) => [key, 'invalid-argument'])),
  // A fresh assessment is a draft: it cannot be submitted, completed or reopened yet.
  'assessments-submit': forEditors('failed-precondition'),
  'assessments-complete': forEditors('failed-precondition'),
  'assessments-reopen': forEditors('failed-precondition'),
  // The generated target is the version the assessment already uses.
  'assessments-moveVersion': forEditors('failed-precondition'),
  // The generated email belongs to no user.
  'service-findUser': {
    sysadmin: 'not-found',
    sysadminMemberA: 'not-found',
    sysadminGrantA: 'not-found',
    sysadminExpiredA: 'not-found',
  },
  // Access already active is not asked for again.
  'support-request': { sysadminGrantA: 'failed-precondition' },
  // The generated admin uid is a user who never asked for support access to org B.
  'support-approve': { ownerB: 'not-found' },
  'support-deny': { ownerB: 'not-found' },
  'support-revoke': { ownerB: 'not-found' },
  // Org B is on the team plan: SCIM tokens are Business only.
  'scim-createToken': { ownerB: 'failed-precondition' },
  // Single sign-on is Business only too; the generated domain is not one org B claimed.
  'sso-claimDomain': { ownerB: 'failed-precondition' },
  'sso-verifyDomain': { ownerB: 'not-found' },
  'sso-removeDomain': { ownerB: 'not-found' },
  'sso-setRequired': { ownerB: 'not-found' },
  'sso-saveProvider': { ownerB: 'failed-precondition' },
  // Every fixture signed in with a password, not with an organisation's identity provider.
  'sso-join': Object.fromEntries(signedInCallers.map((key) => [key, 'failed-precondition'])),
  // Owner B is signed in without a second step, so cannot require one of others.
  'org-setSecondFactorPolicy': { ownerB: 'failed-precondition' },
  // The generated end date is now: an override must end in the future.
  'service-setPlanOverride': {
    sysadmin: 'invalid-argument',
    sysadminMemberA: 'invalid-argument',
    sysadminGrantA: 'invalid-argument',
    sysadminExpiredA: 'invalid-argument',
  },
};

/**
 * Contracts whose success ends every session of the caller: after an allowed call the caller
 * signs in again (in a later second, as Auth keeps revocation times in whole seconds), so the
 * contracts after it still run with a live token.
 */
const endsCallerSessions = new Set(['account-signOutEverywhere']);

async function signInAgain(key: Exclude<CallerKey, 'guest'>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const idToken = await signIn(users[key].email, TEST_PASSWORD);
  users[key].idToken = idToken;
  tokens[key] = idToken;
}

/** Mutations that work only from a completed assessment (the fixtures' own assessments are drafts). */
const fromCompletedAssessment = new Set(['roadmap-generate']);

/**
 * Reads that answer an id the organisation has no data for with an empty result rather than
 * not-found (compare: a baseline no tenant of yours completed; the audit log: what a user who
 * never acted in your organisation did). For them a foreign or missing id is
 * expected to succeed, and must still be answered exactly like a missing one (checked below).
 */
const emptyForUnknownIds = new Set(['compare-get', 'org-auditLog']);

/** Contracts that name an organisation the caller may be a member of without it being active. */
const choosesOrganisation = new Set(['account-switchOrganisation']);

function plannedExpectation(contract: CallableContract, caller: Caller, variant: IdVariant): Expected {
  // The other organisation's id is their own too for someone who is a member of both.
  if (choosesOrganisation.has(contract.name) && caller.alsoMemberOf && variant === 'foreign') return 'ok';
  const expected = expectation(contract.access, caller, variant);
  return expected === 'not-found' &&
    emptyForUnknownIds.has(contract.name) &&
    (variant === 'foreign' || variant === 'missing')
    ? 'ok'
    : expected;
}

function accessAllows(access: Access, caller: Caller): boolean {
  const memberAllowed = (minRole: MemberRole) =>
    caller.member !== undefined && roleAtLeast(caller.member.role, minRole);
  switch (access.audience) {
    case 'public':
    case 'signedIn':
      return true;
    case 'member':
      return memberAllowed(access.minRole);
    case 'shared':
      return caller.shared !== undefined;
    case 'memberOrShared':
      return memberAllowed(access.minRole) || caller.shared !== undefined;
    case 'systemAdmin':
    case 'support':
      return caller.systemAdmin === true;
  }
}

/** The one answer this caller must get from this contract with these ids. */
function expectation(access: Access, caller: Caller, variant: IdVariant): Expected {
  if (caller.revoked) return 'unauthenticated';
  // A token credential (a respondent's, a sharing link's) is checked like an id: only the
  // caller's own valid token with its own organisation and tenant opens anything.
  if (access.audience === 'public')
    return !access.credential || variant === 'own' || variant === 'none' ? 'ok' : 'not-found';
  if (caller.key === 'guest') return 'unauthenticated';
  if (caller.malformed || !accessAllows(access, caller)) return 'permission-denied';
  // Whatever runs on the membership waits for the second step; the account stays reachable.
  if (caller.secondFactorMissing && (access.audience === 'member' || access.audience === 'memberOrShared'))
    return 'permission-denied';
  // Support reads: the system-admin audience alone opens nothing; only an active grant of the
  // organisation named (org A's): another or a missing organisation has none. Within the granted
  // organisation, ids are then checked as for its members.
  if (access.audience === 'support') {
    if (caller.supportGrant !== 'active') return 'permission-denied';
    if (variant === 'foreign' || variant === 'missing') return 'permission-denied';
  }
  switch (variant) {
    case 'none':
    case 'own':
      return 'ok';
    case 'sibling':
    case 'foreign':
    case 'missing':
    case 'mixed':
    case 'ownThenMissing':
      return 'not-found';
  }
}

let world: World;
let orgB: TestOrg;
/** Org B's tenant shared with `sharedB`, another org B tenant (its sibling), and a completed assessment of the shared one. */
let tb2: { id: string; name: string };
let completedB: string;
let sharedBUser: TestUser;
/** The one tenant org A's restricted API key may reach (set by the API-key block). */
let restrictedTenant: { id: string; name: string };
const users = {} as Record<Exclude<CallerKey, 'guest'>, TestUser>;
const tokens = {} as Record<CallerKey, string | undefined>;
const figures = {
  calls: 0,
  refused: 0,
  writeChecks: 0,
  reruns: 0,
  restContracts: 0,
  rateLimited: 0,
  started: 0,
};
/** Where the matrix's time goes (seconds of wall clock; refusals run in a pool, counted once as the pool's time). */
const spent = { fixtures: 0, calls: 0, snapshots: 0 };
async function timed<T>(bucket: keyof typeof spent, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    spent[bucket] += (performance.now() - t0) / 1000;
  }
}

beforeAll(async () => {
  figures.started = performance.now();
  await timed('fixtures', setUpCallers);
});

async function setUpCallers(): Promise<void> {
  world = await createWorld();
  orgB = world.orgB;
  const { orgA } = world;
  const [
    editorB,
    viewerB,
    editorBAlsoA,
    sysadminMemberA,
    revoked,
    stale,
    noSecondFactorA,
    sharedB,
    sharedRevoked,
    tb2Tenant,
    completedOfB,
    sysadminGrantA,
    sysadminExpiredA,
  ] = await Promise.all([
    createUser('editor-b', { tid: orgB.id, role: 'editor' }),
    createUser('viewer-b', { tid: orgB.id, role: 'viewer' }),
    createUser('editor-b-also-a', { tid: orgB.id, role: 'editor' }),
    createUser('sysadmin-member-a', { tid: orgA.id, role: 'editor', adminUI: true }),
    createUser('revoked-a', { tid: orgA.id, role: 'admin' }),
    createUser('stale-a', { tid: orgA.id, role: 'editor' }),
    createUser('no-second-factor-a', { tid: orgA.id, role: 'admin', mfa: true }),
    addSharedUser(orgB, world.tb.id, 'shared-b'),
    addSharedUser(orgA, world.t1.id, 'shared-revoked'),
    addTenant(orgB, `B Sibling ${orgB.id}`),
    addCompletedAssessment(orgB, world.tb.id, world.baselineB),
    createUser('sysadmin-grant-a', { adminUI: true }),
    createUser('sysadmin-expired-a', { adminUI: true }),
  ]);
  tb2 = tb2Tenant;
  completedB = completedOfB;
  sharedBUser = sharedB;
  const batch = adminDb().batch();
  for (const [user, tid, role] of [
    [editorB, orgB.id, 'editor'],
    [viewerB, orgB.id, 'viewer'],
    [editorBAlsoA, orgB.id, 'editor'],
    [editorBAlsoA, orgA.id, 'viewer'],
    [sysadminMemberA, orgA.id, 'editor'],
    [stale, orgA.id, 'viewer'],
    [noSecondFactorA, orgA.id, 'admin'],
  ] as const) {
    batch.set(adminDb().collection('orgs').doc(tid).collection('members').doc(user.uid), {
      uid: user.uid,
      email: user.email,
      displayName: user.uid,
      role,
      joinedAt: new Date(),
    });
    // The account's index of memberships, as the members repository writes it beside the document.
    batch.set(adminDb().doc(`${collections.accounts}/${user.uid}/${collections.accountMemberships}/${tid}`), {
      tid,
      role,
      joinedAt: new Date(),
    });
  }
  await batch.commit();
  // Auth keeps revocation times in whole seconds: revoke in a later second than the sign-in.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await adminAuth().revokeRefreshTokens(revoked.uid);
  await adminAuth().setCustomUserClaims(stale.uid, { tid: orgA.id, role: 'viewer' });
  await adminAuth().revokeRefreshTokens(stale.uid);
  // Revoked the way a member does it: claims removed and refresh tokens revoked by the callable.
  await callOk(
    'sharing-revoke',
    { tenantId: world.t1.id, uid: sharedRevoked.uid },
    world.users.adminA.idToken,
  );
  const { shared, viewerA, editorA, adminA, ownerB, sysadmin, malformed } = world.users;
  Object.assign(users, {
    shared,
    sharedB,
    sharedRevoked,
    viewerA,
    editorA,
    adminA,
    ownerB,
    editorB,
    viewerB,
    editorBAlsoA,
    sysadmin,
    sysadminMemberA,
    sysadminGrantA,
    sysadminExpiredA,
    malformed,
    revoked,
    stale,
    noSecondFactorA,
  });
  for (const [key, user] of Object.entries(users)) tokens[key as CallerKey] = user.idToken;
  tokens.guest = undefined;
  // The demoted editor signs in again: the fresh token works and says viewer.
  expect(
    await callFunction('tenants-get', { tenantId: world.t1.id }, await signIn(stale.email, TEST_PASSWORD)),
  ).toMatchObject({ ok: true });
}

afterAll(() => {
  const seconds = (performance.now() - figures.started) / 1000;
  console.log(
    `authorisation matrix: ${matrixContracts.length} contracts × ${callers.length} callers (+ ${figures.restContracts} over REST × ${apiCallers.length} keys), ` +
      `${figures.calls} calls (${figures.refused} refusals, checked to write nothing in ${figures.writeChecks} change reads${figures.reruns ? `, ${figures.reruns} rerun one by one` : ''}${figures.rateLimited ? `, ${figures.rateLimited} REST calls waited for the next minute` : ''}) ` +
      `in ${seconds.toFixed(1)} s: fixtures ${spent.fixtures.toFixed(1)} s, calls ${spent.calls.toFixed(1)} s, snapshots ${spent.snapshots.toFixed(1)} s`,
  );
});

/**
 * Puts the support grants of org A back as the callers say (one active, one expired, none for the
 * other system admins), before each support contract: the support mutations change them.
 */
async function resetSupportGrants(): Promise<void> {
  const grants = adminDb().collection('orgs').doc(world.orgA.id).collection('supportGrants');
  const now = Date.now();
  const batch = adminDb().batch();
  for (const caller of callers.filter((candidate) => candidate.systemAdmin)) {
    const { uid, email } = users[caller.key as Exclude<CallerKey, 'guest'>];
    if (!caller.supportGrant) {
      batch.delete(grants.doc(uid));
      continue;
    }
    const ended = caller.supportGrant === 'expired';
    batch.set(
      grants.doc(uid),
      supportGrantMapper.toDoc({
        id: `sg-matrix-${caller.key}`,
        tid: world.orgA.id,
        adminUid: uid,
        adminEmail: email,
        reason: 'Authorisation matrix fixture',
        hours: 4,
        breakGlass: false,
        status: 'active',
        requestedAt: new Date(now - 10 * 3_600_000).toISOString(),
        decidedAt: new Date(now - 9 * 3_600_000).toISOString(),
        decidedBy: world.users.adminA.uid,
        expiresAt: new Date(ended ? now - 5 * 3_600_000 : now + 3_600_000).toISOString(),
        revokedAt: null,
        revokedBy: null,
      }),
    );
  }
  await batch.commit();
}

/** The caller's organisation (members, shared users), or A for callers without one. */
function homeOf(caller: Caller): 'A' | 'B' {
  return caller.member?.org ?? caller.shared?.org ?? 'A';
}

const unscopedKinds = new Set<IdKind>(['user', 'globalBaseline', 'globalBaselineDraft', 'mail']);

/** The variants that make sense for a contract's id slots. */
function variantsOf(contract: CallableContract): IdVariant[] {
  const { slots } = generateInput(contract, () => 'probe', 'probe');
  if (slots.length === 0) return ['none'];
  // Users and global baselines belong to no organisation, and system admins operate every
  // organisation: there is no foreign id to try.
  const scoped =
    contract.access.audience === 'systemAdmin' ? [] : slots.filter((slot) => !unscopedKinds.has(slot.kind));
  if (scoped.length === 0) return ['own', 'missing'];
  return [
    'own',
    'foreign',
    'missing',
    ...(slots.some((slot) => slot.kind === 'tenant') ? (['sibling'] as const) : []),
    ...(slots.length >= 2 ? (['mixed', 'ownThenMissing'] as const) : []),
  ];
}

/** Real ids for each kind, from the caller's point of view. */
/**
 * Fixtures one case (a contract and a caller) shares between its variants, by what they were
 * made for: a link's own fixture is remade only for a variant with other own ids (the fresh
 * tenant of a mutation that goes through). Failed attempts are counted per link (at most 10 an
 * hour), and a case makes at most 7 calls.
 */
type CaseFixtures = Map<string, Promise<unknown>>;
function once<T>(fixtures: CaseFixtures, key: string, make: () => Promise<T>): Promise<T> {
  let made = fixtures.get(key) as Promise<T> | undefined;
  if (!made) fixtures.set(key, (made = make()));
  return made;
}

async function idsFor(
  contract: CallableContract,
  caller: Caller,
  variant: IdVariant,
  expected: Expected,
  fixtures: CaseFixtures,
) {
  const home = homeOf(caller);
  const homeOrg = home === 'A' ? world.orgA : orgB;
  const otherOrg = home === 'A' ? orgB : world.orgA;
  // A mutation that will go through gets a fresh tenant, so that one call cannot disturb the next
  // (only where it names a tenant or an assessment: the plans' tenant limits hold for the fixtures).
  const slotKinds = generateInput(contract, () => 'probe', 'probe').slots.map((slot) => slot.kind);
  const missing = uniqueId('missing');
  const needsTenant = slotKinds.includes('tenant') || slotKinds.includes('assessment');
  const ownTenant = caller.shared
    ? home === 'A'
      ? world.t1
      : world.tb
    : caller.apiKey === 'restricted'
      ? restrictedTenant
      : contract.mutation && expected === 'ok' && needsTenant
        ? await addTenant(homeOrg, `Matrix ${uniqueId('t')}`)
        : home === 'A'
          ? world.t1
          : world.tb;
  const foreignTenant = home === 'A' ? world.tb : world.t1;
  const homeBaseline = home === 'A' ? world.baselineA : world.baselineB;
  const takesAssessment = slotKinds.includes('assessment');
  // Likewise a fresh assessment of the caller's own (fresh) tenant for a mutation that will go through.
  // A shared user's own assessment, for what they may read, is a completed one of their tenant.
  // A contract that works from a completed assessment gets a fresh completed one.
  const ownAssessment =
    caller.shared && contract.access.audience === 'shared'
      ? home === 'A'
        ? world.completedA
        : completedB
      : takesAssessment && contract.mutation && expected === 'ok' && !caller.shared
        ? fromCompletedAssessment.has(contract.name)
          ? await addCompletedAssessment(homeOrg, ownTenant.id, homeBaseline)
          : await addAssessment(homeOrg, ownTenant.id, homeBaseline)
        : home === 'A'
          ? world.assessmentA
          : world.assessmentB;
  const foreignAssessment = home === 'A' ? world.assessmentB : world.assessmentA;
  // Likewise a fresh baseline of the state the id kind asks for (a draft for baselineDraft), so that publishing or retiring one cannot disturb the next call.
  const { slots } = generateInput(contract, () => 'probe', 'probe');
  const fresh = contract.mutation && expected === 'ok' && !caller.shared;
  const ownBaseline =
    fresh && slots.some((slot) => slot.kind === 'baseline')
      ? await addPrivateBaseline(homeOrg)
      : home === 'A'
        ? world.baselineA
        : world.baselineB;
  const ownDraft =
    fresh && slots.some((slot) => slot.kind === 'baselineDraft')
      ? await addPrivateBaseline(homeOrg, 3, 'draft')
      : ownBaseline;
  const foreignBaseline = home === 'A' ? world.baselineB : world.baselineA;
  // Global versions: a fresh one for a call that goes through (a draft where the kind asks for one).
  const globalKind = slots.find(
    (slot) => slot.kind === 'globalBaseline' || slot.kind === 'globalBaselineDraft',
  )?.kind;
  const ownGlobal =
    globalKind && expected === 'ok'
      ? await addGlobalBaseline(globalKind === 'globalBaselineDraft' ? 'draft' : 'published')
      : 'esh-v1';
  // Members and invitations: a fresh one where a mutation will go through (it may be removed or withdrawn).
  // (Only where the contract names one: each holds a seat under org B's members limit.)
  const ownMember =
    fresh && slotKinds.includes('member')
      ? (await addMember(homeOrg, 'editor', 'matrix-member')).uid
      : (home === 'A' ? world.users.viewerA : world.users.ownerB).uid;
  const foreignMember = (home === 'A' ? world.users.ownerB : world.users.viewerA).uid;
  // An invitation link of the case (failed attempts are counted per invitation): its id and token are the caller's own.
  const ownInvitationLink = slotKinds.includes('invitationToken')
    ? await once(fixtures, 'invitation link', () => addInvitationLink(homeOrg))
    : undefined;
  const ownInvitation =
    ownInvitationLink?.invitationId ??
    (fresh && slotKinds.includes('invitation')
      ? await addInvitation(homeOrg)
      : home === 'A'
        ? world.invitationA
        : world.invitationB);
  // Beside a link's token, the other organisation's invitation is the case's own too: a failed
  // attempt counts against the invitation it names, so a shared one would add up across callers.
  const foreignInvitation = slotKinds.includes('invitationToken')
    ? (await once(fixtures, 'foreign invitation link', () => addInvitationLink(otherOrg))).invitationId
    : home === 'A'
      ? world.invitationB
      : world.invitationA;
  // Invitations of the case (failed attempts are counted per invitation: none may add up across cases).
  const ownInvite =
    slotKinds.includes('invite') || slotKinds.includes('respondentToken')
      ? await once(
          fixtures,
          `invite ${ownTenant.id} ${slotKinds.includes('assessment') ? ownAssessment : ''}`,
          async () =>
            addInvite(
              homeOrg,
              ownTenant.id,
              slotKinds.includes('assessment')
                ? ownAssessment
                : await addAssessment(homeOrg, ownTenant.id, homeBaseline),
            ),
        )
      : undefined;
  const foreignInvite = slotKinds.includes('invite')
    ? await once(fixtures, 'foreign invite', () => addInvite(otherOrg, foreignTenant.id, foreignAssessment))
    : undefined;
  // Sharing links of the case (failed attempts are counted per shared user), of the caller's own tenant and of the other organisation's.
  const ownSharingLink = slotKinds.includes('sharingToken')
    ? await once(fixtures, `sharing link ${ownTenant.id}`, () => addSharingLink(homeOrg, ownTenant.id))
    : missing;
  const foreignSharingLink = slotKinds.includes('sharingToken')
    ? await once(fixtures, 'foreign sharing link', () => addSharingLink(otherOrg, foreignTenant.id))
    : missing;
  // A shared user changes only items assigned to them: a change that will go through gets one of theirs.
  const ownRoadmapItem =
    caller.shared && contract.mutation && expected === 'ok' && slotKinds.includes('roadmapItem')
      ? await addRoadmapItem(homeOrg, ownTenant.id, homeBaseline, {
          ownerUid: users[caller.key as Exclude<CallerKey, 'guest'>].uid,
        })
      : home === 'A'
        ? world.roadmapA
        : world.roadmapB;
  const foreignRoadmapItem = home === 'A' ? world.roadmapB : world.roadmapA;
  // API keys: a fresh one where a mutation will go through (it may be revoked).
  const ownApiKey =
    fresh && slotKinds.includes('apiKey')
      ? (await addApiKey(homeOrg)).id
      : (home === 'A' ? world.apiKeyA : world.apiKeyB).id;
  const foreignApiKey = (home === 'A' ? world.apiKeyB : world.apiKeyA).id;
  // SCIM tokens: a fresh one where a mutation will go through (it may be revoked), else one made once per case.
  const ownScimToken = slotKinds.includes('scimToken')
    ? fresh
      ? (await addScimToken(homeOrg)).id
      : (await once(fixtures, `scim token ${homeOrg.id}`, () => addScimToken(homeOrg))).id
    : missing;
  const foreignScimToken = slotKinds.includes('scimToken')
    ? (await once(fixtures, `scim token ${otherOrg.id}`, () => addScimToken(otherOrg))).id
    : missing;
  // Shared users: a fresh one of the fresh tenant where a mutation will go through (it may be revoked), else the fixtures'.
  const ownSharedUser =
    fresh && slotKinds.includes('sharedUser')
      ? (await addSharedUser(homeOrg, ownTenant.id, 'matrix-shared')).uid
      : (home === 'A' ? world.users.shared : sharedBUser).uid;
  const foreignSharedUser = (home === 'A' ? sharedBUser : world.users.shared).uid;
  // Webhook endpoints: a fresh one (with a delivery) where a mutation will go through (it may be deleted).
  const ownWebhook =
    fresh && (slotKinds.includes('webhookEndpoint') || slotKinds.includes('webhookDelivery'))
      ? await addWebhook(homeOrg)
      : home === 'A'
        ? world.webhookA
        : world.webhookB;
  const foreignWebhook = home === 'A' ? world.webhookB : world.webhookA;
  // Mail belongs to no organisation: a failed one per case (only its own variant resends it).
  const ownMail = slotKinds.includes('mail') ? await once(fixtures, 'mail', () => addFailedMail()) : missing;
  const pick = (kind: IdKind, which: 'own' | 'sibling' | 'foreign' | 'missing'): string => {
    if (kind === 'user') return which === 'missing' ? missing : world.users.target.uid;
    if (kind === 'mail') return which === 'missing' ? missing : ownMail;
    if (kind === 'globalBaseline' || kind === 'globalBaselineDraft')
      return which === 'missing' ? missing : ownGlobal;
    if (which === 'missing') return missing;
    if (kind === 'member') return which === 'foreign' ? foreignMember : ownMember;
    if (kind === 'invitation') return which === 'foreign' ? foreignInvitation : ownInvitation;
    if (kind === 'apiKey') return which === 'foreign' ? foreignApiKey : ownApiKey;
    if (kind === 'scimToken') return which === 'foreign' ? foreignScimToken : ownScimToken;
    if (kind === 'webhookEndpoint') return (which === 'foreign' ? foreignWebhook : ownWebhook).endpointId;
    if (kind === 'webhookDelivery') return (which === 'foreign' ? foreignWebhook : ownWebhook).deliveryId;
    if (kind === 'sharedUser') return which === 'foreign' ? foreignSharedUser : ownSharedUser;
    if (kind === 'org') return (which === 'foreign' ? otherOrg : homeOrg).id;
    if (kind === 'baseline' || kind === 'baselineDraft')
      return which === 'foreign' ? foreignBaseline : kind === 'baseline' ? ownBaseline : ownDraft;
    if (kind === 'assessment') return which === 'foreign' ? foreignAssessment : ownAssessment;
    if (kind === 'invite') return (which === 'foreign' ? foreignInvite : ownInvite)?.inviteId ?? missing;
    if (kind === 'roadmapItem') return which === 'foreign' ? foreignRoadmapItem : ownRoadmapItem;
    // A token is the caller's own credential: with another organisation's (or tenant's) ids it must open nothing.
    if (kind === 'respondentToken') return ownInvite?.token ?? missing;
    // A sharing link's token likewise, except beside the caller's own organisation ('mixed'): there
    // the other organisation's real token, of its own tenant, must open nothing either.
    if (kind === 'invitationToken') return ownInvitationLink?.token ?? missing;
    if (kind === 'sharingToken')
      return variant === 'mixed' && which === 'foreign' ? foreignSharingLink : ownSharingLink;
    return which === 'own'
      ? ownTenant.id
      : which === 'sibling'
        ? home === 'A'
          ? world.t2.id
          : tb2.id
        : foreignTenant.id;
  };
  return (kind: IdKind, slot: number): string => {
    switch (variant) {
      case 'none':
      case 'own':
        return pick(kind, 'own');
      case 'mixed':
        return pick(kind, slot === 0 ? 'own' : 'foreign');
      case 'ownThenMissing':
        return pick(kind, slot === 0 ? 'own' : 'missing');
      default:
        return pick(kind, variant);
    }
  };
}

/** Strings this caller must never receive: other organisations' ids and names (the shared user: also the sibling tenant). */
function forbiddenFor(contract: CallableContract, caller: Caller, sent: string): string[] {
  // System admins see every organisation through the service callables (and only there).
  if (
    caller.systemAdmin &&
    contract.access.audience !== 'support' &&
    (contract.access.audience === 'systemAdmin' || !caller.member)
  )
    return [];
  const a = [
    world.orgA.id,
    world.orgA.name,
    world.t1.id,
    world.t1.name,
    world.t2.id,
    world.t2.name,
    world.baselineA,
    world.assessmentA,
    world.roadmapA,
  ];
  const b = [
    orgB.id,
    orgB.name,
    world.tb.id,
    world.tb.name,
    world.baselineB,
    world.assessmentB,
    world.roadmapB,
  ];
  const secrets = caller.shared
    ? caller.shared.org === 'A'
      ? [world.t2.id, world.t2.name, ...b]
      : [tb2.id, tb2.name, ...a]
    : homeOf(caller) === 'A'
      ? b
      : a;
  // A member of both organisations may see the other one's id and name among their organisations (only there).
  if (caller.alsoMemberOf && contract.name.startsWith('account-')) {
    const other = caller.alsoMemberOf === 'A' ? world.orgA : orgB;
    return secrets.filter((secret) => !sent.includes(secret) && secret !== other.id && secret !== other.name);
  }
  // An id the caller sent may come back in "not found"-style echoes only if a missing id would too (checked below).
  return secrets.filter((secret) => !sent.includes(secret));
}

function describeOutcome(outcome: CallOutcome): string {
  return outcome.ok
    ? `ok ${JSON.stringify(outcome.data).slice(0, 200)}`
    : `${outcome.code}: ${outcome.message} ${JSON.stringify(outcome.details ?? null).slice(0, 200)}`;
}

/** The answer with the ids the caller sent blanked out: a foreign id must be answered like a missing one. */
function answerShape(outcome: CallOutcome, sentIds: string[]): string {
  let text = JSON.stringify(
    outcome.ok
      ? { ok: true }
      : { code: outcome.code, message: outcome.message, details: outcome.details ?? null },
  );
  for (const id of sentIds) text = text.split(id).join('<id>');
  return text;
}

/** Refusals the security log counted for these callers, per `callable uid code`, summed over every day. */
async function securityLogCounts(uids: string[]): Promise<Map<string, number>> {
  const docs = await adminDb().collection(SECURITY_LOG_COLLECTION).where('uid', 'in', uids).get();
  const counts = new Map<string, number>();
  for (const doc of docs.docs) {
    const key = logKey(String(doc.get('callable')), String(doc.get('uid')), String(doc.get('code')));
    counts.set(key, (counts.get(key) ?? 0) + Number(doc.get('count') ?? 0));
  }
  return counts;
}
const logKey = (callable: string, uid: string, code: string) => `${callable} ${uid} ${code}`;

/** One call of a contract by one caller, prepared before any is made. */
interface PlannedCall {
  caller: Caller;
  variant: IdVariant;
  expected: Expected;
  input: unknown;
  sentIds: string[];
  sent: string;
  where: string;
}

/** How the matrix reaches a contract: as a callable, or over REST with an API key. */
interface Channel {
  name: string;
  callers: Caller[];
  expected(contract: CallableContract, caller: Caller, variant: IdVariant): Expected;
  /** Whether the variant applies to this caller (a sibling needs a caller confined to one tenant). */
  tries(caller: Caller, variant: IdVariant): boolean;
  send(contract: CallableContract, caller: Caller, input: unknown): Promise<CallOutcome>;
  /** What else a refusal may write besides its count in the security log. */
  mayWrite(write: Write): Promise<boolean>;
  /** Strings this caller must not receive besides other organisations' (forbiddenFor). */
  secretsOf(caller: Caller): string[];
  /** The business answer an allowed caller gets instead of success, if any. */
  business(contract: CallableContract, caller: Caller): string | undefined;
}

/** Each caller's address, as a proxy would forward it: per-address counters count each caller apart. */
function addressOf(caller: Caller): string {
  return `10.31.${callers.indexOf(caller) + 1}.1`;
}

async function planCase(
  contract: CallableContract,
  caller: Caller,
  channel: Channel,
): Promise<PlannedCall[]> {
  const planned: PlannedCall[] = [];
  const fixtures: CaseFixtures = new Map();
  for (const variant of variantsOf(contract).filter((candidate) => channel.tries(caller, candidate))) {
    const expected = channel.expected(contract, caller, variant);
    const ids = await idsFor(contract, caller, variant, expected, fixtures);
    const { input, slots } = generateInput(contract, ids, uniqueId('m'));
    const sentIds = slots.map((slot, index) => ids(slot.kind, index));
    const sent = JSON.stringify(input);
    planned.push({
      caller,
      variant,
      expected,
      input,
      sentIds,
      sent,
      where: `${contract.name}${channel.name} as ${caller.label} with ${variant} ids ${sent.slice(0, 200)}`,
    });
  }
  return planned;
}

/** What the refused calls of one contract did, for each caller's test to check. */
interface RefusalRun {
  planned: Map<CallerKey, PlannedCall[]>;
  outcomes: Map<PlannedCall, CallOutcome>;
  /** Writes a refusal may not make, by the caller whose call made them (found by rerunning). */
  wrote: Map<CallerKey, string[]>;
}

/** The refusals of every contract of a channel. */
interface ChannelRun {
  contracts: Map<string, RefusalRun>;
  /** Forbidden writes that no rerun made again. */
  unattributed: string[];
  logBefore: Map<string, number>;
  logAfter: Map<string, number>;
}

async function forbiddenWrites(channel: Channel, writes: Write[]): Promise<string[]> {
  const forbidden: string[] = [];
  for (const write of writes)
    if (!write.path.startsWith(`${SECURITY_LOG_COLLECTION}/`) && !(await channel.mayWrite(write)))
      forbidden.push(describeWrite(write));
  return forbidden;
}

/**
 * Plans every call of every contract (fixtures first), then runs all the refused ones between
 * one mark and one read of what changed: a refusal writes nothing but its count in the security
 * log. They run in 4 lanes, each taking a contract and making its refusals in turn: the Functions
 * emulator starts a worker process per function and per concurrent request, so a function is
 * never called twice at once. When something else changed, each contract's refusals run again,
 * then one by one within a contract that wrote, to name the caller.
 */
async function runAllRefusals(contracts: readonly CallableContract[], channel: Channel): Promise<ChannelRun> {
  await timed('fixtures', resetSupportGrants);
  const runs = new Map<string, RefusalRun>();
  for (const contract of contracts) {
    const planned = new Map<CallerKey, PlannedCall[]>();
    for (const caller of channel.callers)
      planned.set(caller.key, await timed('fixtures', () => planCase(contract, caller, channel)));
    runs.set(contract.name, { planned, outcomes: new Map(), wrote: new Map() });
  }
  const refusedOf = (contract: CallableContract) =>
    [...runs.get(contract.name)!.planned.values()].flat().filter((plan) => plan.expected !== 'ok');
  const refuse = async (contract: CallableContract) => {
    const run = runs.get(contract.name)!;
    for (const plan of refusedOf(contract)) {
      run.outcomes.set(plan, await channel.send(contract, plan.caller, plan.input));
      figures.calls += 1;
      figures.refused += 1;
    }
  };
  const uids = channel.callers.flatMap((caller) => (caller.key === 'guest' ? [] : [users[caller.key].uid]));
  const [mark, logBefore] = await timed('snapshots', () =>
    Promise.all([markWrites(), securityLogCounts(uids)]),
  );
  await timed('calls', () => inPool(contracts, CALL_POOL, refuse));
  const [writes, logAfter] = await timed('snapshots', () =>
    Promise.all([writesSince(mark), securityLogCounts(uids)]),
  );
  figures.writeChecks += 1;
  const channelRun: ChannelRun = { contracts: runs, unattributed: [], logBefore, logAfter };
  const forbidden = await forbiddenWrites(channel, writes);
  if (forbidden.length === 0) return channelRun;
  let attributed = false;
  for (const contract of contracts) {
    const again = await markWrites();
    for (const plan of refusedOf(contract)) await channel.send(contract, plan.caller, plan.input);
    if ((await forbiddenWrites(channel, await writesSince(again))).length === 0) continue;
    const run = runs.get(contract.name)!;
    for (const plan of refusedOf(contract)) {
      const once = await markWrites();
      await channel.send(contract, plan.caller, plan.input);
      figures.reruns += 1;
      const culprit = await forbiddenWrites(channel, await writesSince(once));
      if (culprit.length === 0) continue;
      attributed = true;
      run.wrote.set(plan.caller.key, [
        ...(run.wrote.get(plan.caller.key) ?? []),
        `${plan.variant}: ${culprit.join('; ')}`,
      ]);
    }
  }
  if (!attributed) channelRun.unattributed = forbidden;
  return channelRun;
}

function describeOutcomeOf(plan: PlannedCall, outcome: CallOutcome): string {
  return `${plan.where}: ${describeOutcome(outcome)}`;
}

/**
 * One caller's checks of a contract: each refusal got the one expected answer, leaked nothing
 * and wrote nothing, and was counted in the security log; then the allowed calls, each of which
 * must succeed (or give the business answer the caller is expected to get); and a foreign id is
 * answered exactly like a missing one.
 */
async function checkCaller(
  contract: CallableContract,
  caller: Caller,
  channel: Channel,
  channelRun: ChannelRun,
): Promise<void> {
  const run = channelRun.contracts.get(contract.name)!;
  const answers = new Map<IdVariant, string>();
  const uid = caller.key === 'guest' ? undefined : users[caller.key].uid;
  const check = (plan: PlannedCall, outcome: CallOutcome) => {
    const seen = describeOutcomeOf(plan, outcome);
    if (!outcome.ok && outcome.code === 'internal')
      throw new Error(`${plan.where} failed internally: ${seen}`);
    const body = outcome.ok
      ? JSON.stringify(outcome.data)
      : `${outcome.message} ${JSON.stringify(outcome.details ?? null)}`;
    for (const secret of [
      ...forbiddenFor(contract, caller, plan.sent),
      ...channel.secretsOf(caller).filter((secret) => !plan.sent.includes(secret)),
    ])
      expect(body, `${plan.where} leaked ${secret}`).not.toContain(secret);
    answers.set(plan.variant, answerShape(outcome, plan.sentIds));
  };
  const planned = run.planned.get(caller.key) ?? [];
  const refused = planned.filter((plan) => plan.expected !== 'ok');
  const counted = new Map<string, number>();
  for (const plan of refused) {
    const outcome = run.outcomes.get(plan)!;
    check(plan, outcome);
    expect(outcome.ok ? 'ok' : outcome.code, describeOutcomeOf(plan, outcome)).toBe(plan.expected);
    if (uid && plan.expected !== 'unauthenticated')
      counted.set(plan.expected, (counted.get(plan.expected) ?? 0) + 1);
  }
  expect(
    channelRun.unattributed,
    `refused calls${channel.name} wrote data, though none did when run again alone`,
  ).toEqual([]);
  expect(
    run.wrote.get(caller.key) ?? [],
    `${contract.name}${channel.name} as ${caller.label}: a refused call wrote data`,
  ).toEqual([]);
  for (const [code, refusals] of counted) {
    const key = logKey(contract.name, uid!, code);
    expect(
      (channelRun.logAfter.get(key) ?? 0) - (channelRun.logBefore.get(key) ?? 0),
      `${contract.name}${channel.name} as ${caller.label}: ${code} refusals counted in the security log`,
    ).toBe(refusals);
  }
  const allowed = planned.filter((plan) => plan.expected === 'ok');
  if (allowed.length > 0 && contract.name.startsWith('support-')) await timed('fixtures', resetSupportGrants);
  const claimsBefore = new Map<string, Record<string, unknown> | undefined>();
  if (uid && choosesOrganisation.has(contract.name))
    claimsBefore.set(uid, (await adminAuth().getUser(uid)).customClaims);
  for (const plan of allowed) {
    const outcome = await timed('calls', () => channel.send(contract, caller, plan.input));
    figures.calls += 1;
    check(plan, outcome);
    if (outcome.ok && choosesOrganisation.has(contract.name) && uid) {
      // A switch went through: the claims name the organisation chosen; put them back for the next contracts.
      const organisationId = (plan.input as { organisationId: string }).organisationId;
      expect((await adminAuth().getUser(uid)).customClaims?.tid, plan.where).toBe(organisationId);
      await adminAuth().setCustomUserClaims(uid, claimsBefore.get(uid) ?? null);
    }
    const business = channel.business(contract, caller);
    if (business) expect(outcome.ok ? 'ok' : outcome.code, describeOutcomeOf(plan, outcome)).toBe(business);
    else expect(outcome.ok, `${plan.where} should succeed, got ${describeOutcome(outcome)}`).toBe(true);
    if (outcome.ok && endsCallerSessions.has(contract.name) && caller.key !== 'guest')
      await timed('fixtures', () => signInAgain(caller.key as Exclude<CallerKey, 'guest'>));
  }
  for (const variant of ['foreign', 'sibling', 'mixed'] as const) {
    if (answers.has(variant) && channel.expected(contract, caller, variant) !== 'ok') {
      const reference = variant === 'mixed' ? 'ownThenMissing' : 'missing';
      expect(
        answers.get(variant),
        `${contract.name}${channel.name} as ${caller.label}: a ${variant} id is answered differently from a missing one`,
      ).toBe(answers.get(reference));
    }
  }
}

/** The contracts of one channel: every refusal first (runAllRefusals), then each caller's checks and allowed calls. */
function describeChannel(channel: Channel, contracts: readonly CallableContract[]): void {
  let channelRun: ChannelRun;
  beforeAll(async () => {
    channelRun = await runAllRefusals(contracts, channel);
  }, 1_800_000);
  describe.each(contracts.map((contract) => [contract.name, contract] as const))('%s', (_name, contract) => {
    // Time enough for a REST call to wait out its key's minute (sendOverRest).
    it.each(channel.callers.map((caller) => [caller.label, caller] as const))(
      'as %s',
      (_label, caller) => checkCaller(contract, caller, channel, channelRun),
      120_000,
    );
  });
}

/**
 * Besides its security-log count, a refusal of a token credential counts a failed attempt; only
 * those calls write the attempt counters (services/credential-attempts.ts).
 */
const credentialAttempt = (write: Write) => write.path.startsWith(`${ATTEMPTS_COLLECTION}/`);

describe('authorisation matrix', () => {
  it('runs every contract of the registry: each is deployed under its name, and nothing else is', () => {
    for (const { exported, contract } of deployedCallables)
      expect(contract.name, `export ${exported}`).toBe(exported);
    const registryNames = allContracts.map((contract) => contract.name).sort();
    expect(matrixContracts.map((contract) => contract.name).sort()).toEqual(registryNames);
  });

  describeChannel(
    {
      name: '',
      callers,
      expected: plannedExpectation,
      // A sibling tenant is another tenant of org A: only the shared user of t1 has one that is not theirs.
      tries: (caller, variant) => variant !== 'sibling' || Boolean(caller.shared),
      send: (contract, caller, input) =>
        callFunction(contract.name, input, tokens[caller.key], addressOf(caller)),
      mayWrite: (write) => Promise.resolve(credentialAttempt(write)),
      secretsOf: () => [],
      business: (contract, caller) => businessOutcomes[contract.name]?.[caller.key],
    },
    matrixContracts,
  );
});

// The REST API with API keys of org A: read (a viewer), read-write (an editor), read-write
// restricted to one tenant, and revoked. Same expectations as the callables, plus: a restricted
// key may call only operations naming a tenant (or confining their list to its tenants), and its
// organisation's other tenants are answered like missing ones.
const apiCallers: Caller[] = [
  { key: 'readKeyA', label: 'read API key of org A', member: { org: 'A', role: 'viewer' }, apiKey: 'read' },
  {
    key: 'writeKeyA',
    label: 'read-write API key of org A',
    member: { org: 'A', role: 'editor' },
    apiKey: 'readWrite',
  },
  {
    key: 'restrictedKeyA',
    label: 'read-write API key of org A restricted to one tenant',
    member: { org: 'A', role: 'editor' },
    apiKey: 'restricted',
  },
  {
    key: 'revokedKeyA',
    label: 'revoked API key of org A',
    member: { org: 'A', role: 'editor' },
    apiKey: 'revoked',
    revoked: true,
  },
];
let revokedKeyId = '';

function apiExpectation(contract: CallableContract, caller: Caller, variant: IdVariant): Expected {
  const base = expectation(contract.access, caller, variant);
  if (base === 'unauthenticated' || base === 'permission-denied' || caller.apiKey !== 'restricted')
    return base;
  const namesTenant = generateInput(contract, () => 'probe', 'probe').slots.some(
    (slot) => slot.kind === 'tenant',
  );
  return namesTenant || contract.api?.confinesTenants ? base : 'permission-denied';
}

/**
 * A key's use is recorded whatever the answer: its request counters, its last use, and a revoked
 * key's first refused use of the day (lastRefusedAt and its audit entry). Anything else a refusal over REST writes is a fault.
 */
async function keyUse(write: Write): Promise<boolean> {
  if (write.path.startsWith(`${RATE_LIMITS_COLLECTION}/`)) return true;
  const orgKeys = `${collections.orgs}/${world.orgA.id}/${collections.apiKeys}/`;
  if (write.path.startsWith(orgKeys) && write.change === 'updated')
    return (write.fields ?? []).every((field) =>
      ['lastUsedAt', 'lastUsedFrom', 'lastRefusedAt'].includes(field),
    );
  const orgAudit = `${collections.orgs}/${world.orgA.id}/${collections.audit}/`;
  if (write.path.startsWith(orgAudit) && write.change === 'created')
    return (await adminDb().doc(write.path).get()).get('target') === `apiKey/${revokedKeyId}`;
  return false;
}

/**
 * A REST call with the caller's key. A key may make 60 requests a minute (rest-api tests the
 * limit); when the matrix's pace uses them up, the call waits for the next one-minute window and
 * is sent again (a rate-limited request is not processed, so nothing is counted twice).
 */
async function sendOverRest(
  contract: CallableContract,
  caller: Caller,
  input: unknown,
): Promise<CallOutcome> {
  for (;;) {
    const outcome = await callApi(contract, input as Record<string, unknown>, tokens[caller.key] ?? '');
    if (outcome.ok || outcome.status !== 429) return outcome;
    figures.rateLimited += 1;
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 200));
  }
}

describe('authorisation matrix: REST API keys', () => {
  beforeAll(async () => {
    await timed('fixtures', async () => {
      const { orgA } = world;
      restrictedTenant = await addTenant(orgA, `Restricted ${uniqueId('t')}`);
      const [readKey, writeKey, restrictedKey, revokedKey] = await Promise.all([
        addApiKey(orgA, 'read'),
        addApiKey(orgA, 'readWrite'),
        addApiKey(orgA, 'readWrite', [restrictedTenant.id]),
        addApiKey(orgA, 'readWrite'),
      ]);
      await callOk('apikeys-revoke', { keyId: revokedKey.id }, world.users.adminA.idToken);
      revokedKeyId = revokedKey.id;
      // The key's secret stands in for the token, `apiKey-<id>` (its security-log uid) for the uid.
      for (const [key, apiKey] of [
        ['readKeyA', readKey],
        ['writeKeyA', writeKey],
        ['restrictedKeyA', restrictedKey],
        ['revokedKeyA', revokedKey],
      ] as const) {
        users[key] = { uid: `apiKey-${apiKey.id}`, email: '', idToken: apiKey.secret };
        tokens[key] = apiKey.secret;
      }
    });
  });

  const restContracts = matrixContracts.filter((contract) => contract.api);
  figures.restContracts = restContracts.length;
  describeChannel(
    {
      name: ' over REST',
      callers: apiCallers,
      expected: apiExpectation,
      // A restricted key's sibling is another tenant of its own organisation.
      tries: (caller, variant) => variant !== 'sibling' || caller.apiKey === 'restricted',
      send: sendOverRest,
      mayWrite: keyUse,
      // The restricted key must not see its organisation's other tenants either.
      secretsOf: (caller) =>
        caller.apiKey === 'restricted' ? [world.t1.id, world.t1.name, world.t2.id, world.t2.name] : [],
      business: () => undefined,
    },
    restContracts,
  );
});
