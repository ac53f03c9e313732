// Every contract × every kind of caller × every kind of id, with one exact expected answer each,
// derived from the contract's access. Inputs come from the contract's schema and id fields are
// found by their `idOf` metadata, so a new callable is covered without editing this file.
// For each refused call the data is snapshotted before and after: a refusal writes nothing
// (except one count in the security log). A foreign id must get the same answer as a missing
// one, and no answer (data, message or details) may name another organisation's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contracts } from '@assay/domain/contracts';
import type { Access, CallableContract } from '@assay/domain/contracts';
import type { IdKind } from '@assay/domain/ids';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import { securityLogKey } from '../../src/data/security-log/security-log.ts';
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
  addInvite,
  addMember,
  addPrivateBaseline,
  addRoadmapItem,
  addSharedUser,
  addSharingLink,
  addTenant,
  createWorld,
  snapshotData,
} from './support/world.ts';
import type { TestOrg, World } from './support/world.ts';

/** The contracts this matrix runs: the whole registry. */
const matrixContracts = allContracts;

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
  | 'sysadmin'
  | 'sysadminMemberA'
  | 'sysadminGrantA'
  | 'sysadminExpiredA'
  | 'malformed'
  | 'revoked'
  | 'stale'
  | 'readKeyA'
  | 'writeKeyA'
  | 'restrictedKeyA'
  | 'revokedKeyA';

interface Caller {
  key: CallerKey;
  label: string;
  member?: { org: 'A' | 'B'; role: MemberRole };
  /** A shared user of one tenant of this organisation (`ptid` + `ttid`). */
  shared?: { org: 'A' | 'B' };
  systemAdmin?: boolean;
  /** A system admin's support grant of org A: only an active one opens its content (audience `support`). */
  supportGrant?: 'active' | 'expired';
  malformed?: boolean;
  /** The token was signed in before the user's access changed. */
  revoked?: boolean;
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

/** Business answers an allowed caller gets with its own ids (the call passed authorisation). */
/** The same business answer for every member allowed to call (an editor or above of A or B). */
const forEditors = (code: string): Partial<Record<CallerKey, string>> => ({
  editorA: code,
  adminA: code,
  ownerB: code,
  editorB: code,
  sysadminMemberA: code,
});

const businessOutcomes: Partial<Record<string, Partial<Record<CallerKey, string>>>> = {
  // Shared users cannot create an organisation.
  'org-completeSignUp': { shared: 'failed-precondition', sharedB: 'failed-precondition' },
  // The generated input asks for the free plan: org A (business, 4 members) is over its limits,
  // and org B's team plan was comped without a subscription to cancel.
  'billing-changePlan': { adminA: 'failed-precondition', ownerB: 'failed-precondition' },
  // The generated token is not the invitation's secret: every signed-in caller is told the link is not valid.
  'members-accept': Object.fromEntries(
    (
      [
        'shared',
        'sharedB',
        'viewerA',
        'editorA',
        'adminA',
        'ownerB',
        'editorB',
        'viewerB',
        'sysadmin',
        'sysadminMemberA',
        'sysadminGrantA',
        'sysadminExpiredA',
      ] as const
    ).map((key) => [key, 'not-found']),
  ),
  // A fresh assessment is a draft: it cannot be submitted, completed or reopened yet.
  'assessments-submit': forEditors('failed-precondition'),
  'assessments-complete': forEditors('failed-precondition'),
  'assessments-reopen': forEditors('failed-precondition'),
  // The generated assignee is a user of no organisation: answered like a missing id.
  'assessments-assign': forEditors('not-found'),
  // The generated target is the version the assessment already uses.
  'assessments-moveVersion': forEditors('failed-precondition'),
  // A fresh assessment is a draft: only a completed one generates a roadmap.
  'roadmap-generate': forEditors('failed-precondition'),
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
  // The generated end date is now: an override must end in the future.
  'service-setPlanOverride': {
    sysadmin: 'invalid-argument',
    sysadminMemberA: 'invalid-argument',
    sysadminGrantA: 'invalid-argument',
    sysadminExpiredA: 'invalid-argument',
  },
};

/**
 * Reads that answer an id the organisation has no data for with an empty result rather than
 * not-found (compare: a baseline no tenant of yours completed). For them a foreign or missing id is
 * expected to succeed, and must still be answered exactly like a missing one (checked below).
 */
const emptyForUnknownIds = new Set(['compare-get']);

function plannedExpectation(contract: CallableContract, caller: Caller, variant: IdVariant): Expected {
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
const figures = { calls: 0, refusedSnapshots: 0, started: 0 };

beforeAll(async () => {
  figures.started = performance.now();
  world = await createWorld();
  orgB = world.orgB;
  const { orgA } = world;
  const [
    editorB,
    viewerB,
    sysadminMemberA,
    revoked,
    stale,
    sharedB,
    sharedRevoked,
    tb2Tenant,
    completedOfB,
    sysadminGrantA,
    sysadminExpiredA,
  ] = await Promise.all([
    createUser('editor-b', { tid: orgB.id, role: 'editor' }),
    createUser('viewer-b', { tid: orgB.id, role: 'viewer' }),
    createUser('sysadmin-member-a', { tid: orgA.id, role: 'editor', adminUI: true }),
    createUser('revoked-a', { tid: orgA.id, role: 'admin' }),
    createUser('stale-a', { tid: orgA.id, role: 'editor' }),
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
    [sysadminMemberA, orgA.id, 'editor'],
    [stale, orgA.id, 'viewer'],
  ] as const) {
    batch.set(adminDb().collection('orgs').doc(tid).collection('members').doc(user.uid), {
      uid: user.uid,
      email: user.email,
      displayName: user.uid,
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
    sysadmin,
    sysadminMemberA,
    sysadminGrantA,
    sysadminExpiredA,
    malformed,
    revoked,
    stale,
  });
  for (const [key, user] of Object.entries(users)) tokens[key as CallerKey] = user.idToken;
  tokens.guest = undefined;
  // The demoted editor signs in again: the fresh token works and says viewer.
  expect(
    await callFunction('tenants-get', { tenantId: world.t1.id }, await signIn(stale.email, TEST_PASSWORD)),
  ).toMatchObject({ ok: true });
});

afterAll(() => {
  const seconds = (performance.now() - figures.started) / 1000;
  console.log(
    `authorisation matrix: ${matrixContracts.length} contracts × ${callers.length} callers, ${figures.calls} calls (${figures.refusedSnapshots} refusals snapshotted before and after) in ${seconds.toFixed(1)} s`,
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
async function idsFor(contract: CallableContract, caller: Caller, variant: IdVariant, expected: Expected) {
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
  const ownAssessment =
    caller.shared && contract.access.audience === 'shared'
      ? home === 'A'
        ? world.completedA
        : completedB
      : takesAssessment && contract.mutation && expected === 'ok' && !caller.shared
        ? await addAssessment(homeOrg, ownTenant.id, homeBaseline)
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
  const ownInvitation =
    fresh && slotKinds.includes('invitation')
      ? await addInvitation(homeOrg)
      : home === 'A'
        ? world.invitationA
        : world.invitationB;
  const foreignInvitation = home === 'A' ? world.invitationB : world.invitationA;
  // Fresh invitations each time: failed attempts are counted per invitation, and must not add up across calls.
  const ownInvite =
    slotKinds.includes('invite') || slotKinds.includes('respondentToken')
      ? await addInvite(
          homeOrg,
          ownTenant.id,
          slotKinds.includes('assessment')
            ? ownAssessment
            : await addAssessment(homeOrg, ownTenant.id, homeBaseline),
        )
      : undefined;
  const foreignInvite = slotKinds.includes('invite')
    ? await addInvite(otherOrg, foreignTenant.id, foreignAssessment)
    : undefined;
  // Sharing links: fresh each time (failed attempts are counted per shared user), of the caller's own tenant and of the other organisation's.
  const ownSharingLink = slotKinds.includes('sharingToken')
    ? await addSharingLink(homeOrg, ownTenant.id)
    : missing;
  const foreignSharingLink = slotKinds.includes('sharingToken')
    ? await addSharingLink(otherOrg, foreignTenant.id)
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
  // Shared users: a fresh one of the fresh tenant where a mutation will go through (it may be revoked), else the fixtures'.
  const ownSharedUser =
    fresh && slotKinds.includes('sharedUser')
      ? (await addSharedUser(homeOrg, ownTenant.id, 'matrix-shared')).uid
      : (home === 'A' ? world.users.shared : sharedBUser).uid;
  const foreignSharedUser = (home === 'A' ? sharedBUser : world.users.shared).uid;
  // Mail belongs to no organisation: a fresh failed one each time (a resend changes its state).
  const ownMail = slotKinds.includes('mail') ? await addFailedMail() : missing;
  const pick = (kind: IdKind, which: 'own' | 'sibling' | 'foreign' | 'missing'): string => {
    if (kind === 'user') return which === 'missing' ? missing : world.users.target.uid;
    if (kind === 'mail') return which === 'missing' ? missing : ownMail;
    if (kind === 'globalBaseline' || kind === 'globalBaselineDraft')
      return which === 'missing' ? missing : ownGlobal;
    if (which === 'missing') return missing;
    if (kind === 'member') return which === 'foreign' ? foreignMember : ownMember;
    if (kind === 'invitation') return which === 'foreign' ? foreignInvitation : ownInvitation;
    if (kind === 'apiKey') return which === 'foreign' ? foreignApiKey : ownApiKey;
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

async function securityLogCount(uid: string, callable: string, code: string): Promise<number> {
  const doc = await adminDb()
    .collection('securityLog')
    .doc(securityLogKey({ uid, callable, code, at: new Date() }).id)
    .get();
  return Number(doc.get('count') ?? 0);
}

/** One call of a contract by one caller, prepared before any is made. */
interface PlannedCall {
  variant: IdVariant;
  expected: Expected;
  input: unknown;
  sentIds: string[];
  sent: string;
  where: string;
}

describe('authorisation matrix', () => {
  it('covers every contract of the registry and every deployed callable', () => {
    const matrixNames = matrixContracts.map((contract) => contract.name).sort();
    const registryNames = Object.values(contracts)
      .flatMap((area) => Object.values<CallableContract>(area).map((contract) => contract.name))
      .sort();
    const deployedNames = Object.entries(deployed)
      // Scheduled jobs and HTTP functions are exported as functions, callables in groups.
      .filter(([, group]) => typeof group !== 'function')
      .flatMap(([area, group]) =>
        Object.entries(group as Record<string, { contract: CallableContract }>).map(
          ([operation, callable]) => {
            expect(callable.contract.name, `export ${area}.${operation}`).toBe(`${area}-${operation}`);
            return callable.contract.name;
          },
        ),
      )
      .sort();
    expect(matrixNames).toEqual(registryNames);
    expect(matrixNames).toEqual(deployedNames);
  });

  describe.each(matrixContracts.map((contract) => [contract.name, contract] as const))(
    '%s',
    (_name, contract) => {
      it.each(callers.map((caller) => [caller.label, caller] as const))('as %s', async (_label, caller) => {
        const answers = new Map<IdVariant, string>();
        const uid = caller.key === 'guest' ? undefined : users[caller.key].uid;
        // Every call is prepared first (fresh fixtures included), so that the refused ones can run
        // together between one snapshot before and one after: a refusal writes nothing.
        const planned: PlannedCall[] = [];
        if (contract.name.startsWith('support-')) await resetSupportGrants();
        // A sibling tenant is another tenant of org A: only the shared user of t1 has one that is not theirs.
        for (const variant of variantsOf(contract).filter(
          (candidate) => candidate !== 'sibling' || caller.shared,
        )) {
          const expected = plannedExpectation(contract, caller, variant);
          const ids = await idsFor(contract, caller, variant, expected);
          const { input, slots } = generateInput(contract, ids, uniqueId('m'));
          const sentIds = slots.map((_slot, index) => ids(slots[index]?.kind ?? 'tenant', index));
          const sent = JSON.stringify(input);
          planned.push({
            variant,
            expected,
            input,
            sentIds,
            sent,
            where: `${contract.name} as ${caller.label} with ${variant} ids ${sent.slice(0, 200)}`,
          });
        }
        const call = async ({ variant, input, sentIds, sent, where }: PlannedCall) => {
          const outcome = await callFunction(contract.name, input, tokens[caller.key]);
          figures.calls += 1;
          const seen = describeOutcome(outcome);
          if (!outcome.ok && outcome.code === 'internal')
            throw new Error(`${where} failed internally: ${seen}`);
          const body = outcome.ok
            ? JSON.stringify(outcome.data)
            : `${outcome.message} ${JSON.stringify(outcome.details ?? null)}`;
          for (const secret of forbiddenFor(contract, caller, sent))
            expect(body, `${where} leaked ${secret}`).not.toContain(secret);
          answers.set(variant, answerShape(outcome, sentIds));
          return { outcome, seen };
        };

        const refused = planned.filter((plan) => plan.expected !== 'ok');
        if (refused.length > 0) {
          const before = await snapshotData([world.orgA.id, orgB.id]);
          // Each refusal a signed-in caller gets counts once in the security log, per code.
          const logged = new Map<string, { before: number; refusals: number }>();
          for (const { expected } of refused) {
            if (!uid || expected === 'unauthenticated') continue;
            const entry = logged.get(expected) ?? {
              before: await securityLogCount(uid, contract.name, expected),
              refusals: 0,
            };
            logged.set(expected, { ...entry, refusals: entry.refusals + 1 });
          }
          for (const plan of refused) {
            const { outcome, seen } = await call(plan);
            expect(outcome.ok ? 'ok' : outcome.code, `${plan.where}: ${seen}`).toBe(plan.expected);
            figures.refusedSnapshots += 1;
          }
          expect(
            await snapshotData([world.orgA.id, orgB.id]),
            `${contract.name} as ${caller.label}: a refused call wrote data (${refused.map((plan) => plan.variant).join(', ')})`,
          ).toEqual(before);
          for (const [code, { before: count, refusals }] of logged) {
            expect(
              await securityLogCount(uid!, contract.name, code),
              `${contract.name} as ${caller.label}: ${code} refusals not in the security log`,
            ).toBe(count + refusals);
          }
        }
        for (const plan of planned.filter((candidate) => candidate.expected === 'ok')) {
          const { outcome, seen } = await call(plan);
          const business = businessOutcomes[contract.name]?.[caller.key];
          if (business) expect(outcome.ok ? 'ok' : outcome.code, `${plan.where}: ${seen}`).toBe(business);
          else expect(outcome.ok, `${plan.where} should succeed, got ${seen}`).toBe(true);
        }
        for (const variant of ['foreign', 'sibling', 'mixed'] as const) {
          if (answers.has(variant) && expectation(contract.access, caller, variant) !== 'ok') {
            const reference = variant === 'mixed' ? 'ownThenMissing' : 'missing';
            expect(
              answers.get(variant),
              `${contract.name} as ${caller.label}: a ${variant} id is answered differently from a missing one`,
            ).toBe(answers.get(reference));
          }
        }
      });
    },
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

/** A key's use is recorded whatever the answer (its last use, the audit entry of a revoked key's use): left out when checking that a refusal wrote nothing. */
function withoutKeyUse(snapshot: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [path, data] of Object.entries(snapshot)) {
    const doc = data as Record<string, unknown> | null;
    if (path.includes('/audit/') && doc?.target === `apiKey/${revokedKeyId}`) continue;
    if (path.includes('/apiKeys/') && doc) {
      const { lastUsedAt: _at, lastUsedFrom: _from, lastRefusedAt: _refused, ...rest } = doc;
      kept[path] = rest;
    } else kept[path] = data;
  }
  return kept;
}

describe('authorisation matrix: REST API keys', () => {
  beforeAll(async () => {
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

  describe.each(
    matrixContracts.filter((contract) => contract.api).map((contract) => [contract.name, contract] as const),
  )('%s', (_name, contract) => {
    it.each(apiCallers.map((caller) => [caller.label, caller] as const))('as %s', async (_label, caller) => {
      const answers = new Map<IdVariant, string>();
      const uid = users[caller.key as Exclude<CallerKey, 'guest'>].uid;
      const planned: PlannedCall[] = [];
      // A restricted key's sibling is another tenant of its own organisation.
      for (const variant of variantsOf(contract).filter(
        (candidate) => candidate !== 'sibling' || caller.apiKey === 'restricted',
      )) {
        const expected = apiExpectation(contract, caller, variant);
        const ids = await idsFor(contract, caller, variant, expected);
        const { input, slots } = generateInput(contract, ids, uniqueId('m'));
        const sentIds = slots.map((_slot, index) => ids(slots[index]?.kind ?? 'tenant', index));
        const sent = JSON.stringify(input);
        planned.push({
          variant,
          expected,
          input,
          sentIds,
          sent,
          where: `${contract.name} over REST as ${caller.label} with ${variant} ids ${sent.slice(0, 200)}`,
        });
      }
      // The restricted key must not see its organisation's other tenants either.
      const extraSecrets =
        caller.apiKey === 'restricted' ? [world.t1.id, world.t1.name, world.t2.id, world.t2.name] : [];
      const call = async ({ variant, input, sentIds, sent, where }: PlannedCall) => {
        const outcome = await callApi(contract, input as Record<string, unknown>, tokens[caller.key] ?? '');
        figures.calls += 1;
        const seen = describeOutcome(outcome);
        if (!outcome.ok && outcome.code === 'internal')
          throw new Error(`${where} failed internally: ${seen}`);
        const body = outcome.ok
          ? JSON.stringify(outcome.data)
          : `${outcome.message} ${JSON.stringify(outcome.details ?? null)}`;
        for (const secret of [
          ...forbiddenFor(contract, caller, sent),
          ...extraSecrets.filter((secret) => !sent.includes(secret)),
        ])
          expect(body, `${where} leaked ${secret}`).not.toContain(secret);
        answers.set(variant, answerShape(outcome, sentIds));
        return { outcome, seen };
      };

      const refused = planned.filter((plan) => plan.expected !== 'ok');
      if (refused.length > 0) {
        const before = withoutKeyUse(await snapshotData([world.orgA.id, orgB.id]));
        const logged = new Map<string, { before: number; refusals: number }>();
        for (const { expected } of refused) {
          if (expected === 'unauthenticated') continue;
          const entry = logged.get(expected) ?? {
            before: await securityLogCount(uid, contract.name, expected),
            refusals: 0,
          };
          logged.set(expected, { ...entry, refusals: entry.refusals + 1 });
        }
        for (const plan of refused) {
          const { outcome, seen } = await call(plan);
          expect(outcome.ok ? 'ok' : outcome.code, `${plan.where}: ${seen}`).toBe(plan.expected);
          figures.refusedSnapshots += 1;
        }
        expect(
          withoutKeyUse(await snapshotData([world.orgA.id, orgB.id])),
          `${contract.name} over REST as ${caller.label}: a refused call wrote data`,
        ).toEqual(before);
        for (const [code, { before: count, refusals }] of logged) {
          expect(
            await securityLogCount(uid, contract.name, code),
            `${contract.name} over REST as ${caller.label}: ${code} refusals not in the security log`,
          ).toBe(count + refusals);
        }
      }
      for (const plan of planned.filter((candidate) => candidate.expected === 'ok')) {
        const { outcome, seen } = await call(plan);
        expect(outcome.ok, `${plan.where} should succeed, got ${seen}`).toBe(true);
      }
      for (const variant of ['foreign', 'sibling', 'mixed'] as const) {
        if (answers.has(variant) && apiExpectation(contract, caller, variant) !== 'ok') {
          const reference = variant === 'mixed' ? 'ownThenMissing' : 'missing';
          expect(
            answers.get(variant),
            `${contract.name} over REST as ${caller.label}: a ${variant} id is answered differently from a missing one`,
          ).toBe(answers.get(reference));
        }
      }
    });
  });
});
