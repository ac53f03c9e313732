// Fixtures for integration tests: two organisations and one user of each kind, written with
// the functions' own repositories and services (so stored documents have their real shape).
import { createHash, randomBytes } from 'node:crypto';
import type { BaselineStatus } from '@assay/domain/baselines';
import type { Tenant, TenantKind } from '@assay/domain/tenants';
import type { PlanId, PlanLimitOverrides } from '@assay/domain/plans';
import type { MemberRole } from '@assay/domain/roles';
import { baselineWrites } from '../../../src/data/baselines/baselines.ts';
import { syntheticVersion } from '../../support/synthetic-baselines.ts';
import { firestoreOrgData } from '../../../src/data/org-data.ts';
import { collections } from '../../../src/data/paths.ts';
import { firestoreStore } from '../../../src/data/store/firestore-store.ts';
import { createApiKey } from '../../../src/services/api-keys-service.ts';
import {
  createAssessment,
  saveAnswer,
  transitionAssessment,
} from '../../../src/services/assessments-service.ts';
import { inviteMember } from '../../../src/services/members-service.ts';
import { createTenant } from '../../../src/services/tenants-service.ts';
import { roadmapItemId } from '../../../src/data/roadmap/roadmap.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, createUser, uniqueId } from './emulators.ts';
import type { TestUser } from './emulators.ts';

export interface TestOrg {
  id: string;
  name: string;
}

const orgIdOf = (label: string) => uniqueId(label.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

export async function createOrg(
  label: string,
  plan: PlanId,
  members: { user: TestUser; role: MemberRole }[],
  tid = orgIdOf(label),
  limitOverrides?: PlanLimitOverrides,
): Promise<TestOrg> {
  const name = `${label} ${tid}`;
  const owner = members.find((member) => member.role === 'owner');
  const at = new Date().toISOString();
  await firestoreOrgData(adminDb(), tid, { actorUid: 'fixture', action: 'fixture', at }).transaction((tx) => {
    tx.organisation.create({
      name,
      plan,
      ownerUid: owner?.user.uid ?? 'nobody',
      createdAt: at,
      tenantCount: 0,
      memberCount: members.length,
      ...(limitOverrides ? { limitOverrides } : {}),
    });
    for (const { user, role } of members)
      tx.members.put({ uid: user.uid, email: user.email, displayName: user.uid, role, joinedAt: at });
    return Promise.resolve();
  });
  return { id: tid, name };
}

type MemberSpec = MemberRole | { role: MemberRole; claims: Record<string, unknown> };

/**
 * A new organisation with a new user per entry of `members` (name → role, or role and further claims), each
 * signed in with the claims membership gives them: `users` by the same names.
 */
export async function createOrgWithMembers<Name extends string>(
  label: string,
  plan: PlanId,
  members: Record<Name, MemberSpec>,
): Promise<{ org: TestOrg; users: Record<Name, TestUser> }> {
  const tid = orgIdOf(label);
  const joined = await Promise.all(
    Object.entries<MemberSpec>(members).map(async ([name, spec]) => {
      const { role, claims } = typeof spec === 'string' ? { role: spec, claims: {} } : spec;
      return { name, role, user: await createUser(name, { ...claims, tid, role }) };
    }),
  );
  const org = await createOrg(label, plan, joined, tid);
  return {
    org,
    users: Object.fromEntries(joined.map(({ name, user }) => [name, user])) as Record<Name, TestUser>,
  };
}

export function addTenant(
  org: TestOrg,
  name: string,
  options: { tags?: string[]; kind?: TenantKind; group?: string; ownerUid?: string } = {},
): Promise<Tenant> {
  const stamp = { actorUid: options.ownerUid ?? 'fixture', action: 'fixture', at: new Date().toISOString() };
  return createTenant(
    firestoreOrgData(adminDb(), org.id, stamp),
    options.ownerUid ?? 'fixture',
    {
      name,
      kind: options.kind ?? 'client',
      tags: options.tags ?? [],
      ...(options.group ? { group: options.group } : {}),
    },
    { now: new Date() },
  );
}

/** A private baseline of `org`, published unless asked otherwise (header + chunks, as the repository stores them); returns its id. */
export async function addPrivateBaseline(
  org: TestOrg,
  controls = 3,
  status: BaselineStatus = 'published',
): Promise<string> {
  const id = uniqueId('bl');
  const owner = { kind: 'org', tid: org.id } as const;
  await firestoreStore(adminDb()).transaction((uow) =>
    Promise.resolve(baselineWrites(uow, owner).putNew(syntheticVersion({ id, owner, controls, status }))),
  );
  return id;
}

/** A draft assessment of `tenantId` against the organisation's baseline `baselineId`; returns its id. */
export async function addAssessment(org: TestOrg, tenantId: string, baselineId: string): Promise<string> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  return (
    await createAssessment(
      firestoreOrgData(adminDb(), org.id, stamp),
      'fixture',
      { tenantId, baselineId },
      { now: new Date() },
    )
  ).id;
}

/** A completed assessment of `tenantId` (one control answered met, submitted, completed); returns its id. */
export async function addCompletedAssessment(
  org: TestOrg,
  tenantId: string,
  baselineId: string,
): Promise<string> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  const data = firestoreOrgData(adminDb(), org.id, stamp);
  const id = await addAssessment(org, tenantId, baselineId);
  const options = { now: new Date(), actorUid: 'fixture' };
  await saveAnswer(
    data,
    { assessmentId: id, controlRef: 'C-0001', expectedRevision: 0, answer: { status: 'met' } },
    { author: { kind: 'member', uid: 'fixture' }, now: new Date() },
  );
  await transitionAssessment(data, id, 'submit', options);
  await transitionAssessment(data, id, 'complete', options);
  return id;
}

/**
 * A shared user of `tenantId` as sharing-share leaves one: the claims `{ ptid, ttid }` and the
 * organisation's record of them (the shared-* callables need both).
 */
export async function addSharedUser(org: TestOrg, tenantId: string, label = 'shared'): Promise<TestUser> {
  const user = await createUser(label, { ptid: org.id, ttid: tenantId });
  const at = new Date().toISOString();
  await firestoreOrgData(adminDb(), org.id, { actorUid: 'fixture', action: 'fixture', at }).transaction(
    (tx) => {
      tx.sharedUsers.put({
        uid: user.uid,
        email: user.email,
        tenantId,
        invitedBy: 'fixture',
        invitedByName: 'Fixture',
        invitedAt: at,
        sentAt: at,
        sends: 1,
      });
      return Promise.resolve();
    },
  );
  return user;
}

/**
 * A sharing invitation link's token for a new shared-user record of `tenantId` (as sharing-share
 * stores one: only the hash). No Auth account: the link's page reads only the record. Fresh each
 * time, so that failed attempts counted per shared user do not add up across calls.
 */
export async function addSharingLink(org: TestOrg, tenantId: string): Promise<string> {
  const uid = uniqueId('link');
  const token = `${uid}_${randomBytes(24).toString('base64url')}`;
  const at = new Date().toISOString();
  await firestoreOrgData(adminDb(), org.id, { actorUid: 'fixture', action: 'fixture', at }).transaction(
    (tx) => {
      tx.sharedUsers.put({
        uid,
        email: `${uid.toLowerCase()}@it.assay.test`,
        tenantId,
        invitedBy: 'fixture',
        invitedByName: 'Fixture',
        invitedAt: at,
        sentAt: at,
        sends: 1,
        linkHash: createHash('sha256').update(token).digest('hex'),
      });
      return Promise.resolve();
    },
  );
  return token;
}

/** A global baseline version (published unless asked otherwise), as the repository stores it; returns its id. */
export async function addGlobalBaseline(status: BaselineStatus = 'published', controls = 3): Promise<string> {
  const id = uniqueId('gbl');
  const owner = { kind: 'global' } as const;
  await firestoreStore(adminDb()).transaction((uow) =>
    Promise.resolve(baselineWrites(uow, owner).putNew(syntheticVersion({ id, owner, controls, status }))),
  );
  return id;
}

/** A new user who is a member of `org` with `role` (counted in the organisation's members). */
export async function addMember(org: TestOrg, role: MemberRole, label = 'member'): Promise<TestUser> {
  const user = await createUser(label, { tid: org.id, role });
  const orgRef = adminDb().collection(collections.orgs).doc(org.id);
  const batch = adminDb().batch();
  batch.set(orgRef.collection(collections.members).doc(user.uid), {
    uid: user.uid,
    email: user.email,
    displayName: user.uid,
    role,
    joinedAt: new Date(),
  });
  // The account's index of memberships, as the members repository writes it beside the document.
  batch.set(
    adminDb().doc(`${collections.accounts}/${user.uid}/${collections.accountMemberships}/${org.id}`),
    { tid: org.id, role, joinedAt: new Date() },
  );
  batch.update(orgRef, { memberCount: FieldValue.increment(1) });
  await batch.commit();
  return user;
}

/** A pending invitation of `org` (through the service: counted, audited, mailed); returns its id. */
export async function addInvitation(
  org: TestOrg,
  email = `${uniqueId('invitee')}@example.test`,
  role: MemberRole = 'viewer',
): Promise<string> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  const invitation = await inviteMember(
    firestoreOrgData(adminDb(), org.id, stamp),
    { uid: 'fixture', role: 'owner', name: 'Fixture', email: null },
    { email, role },
    { now: new Date(), appOrigin: 'http://127.0.0.1:5050' },
  );
  return invitation.id;
}

/**
 * A pending invitation of `org` written with a token the test knows (the product only ever emails
 * it), as members-invite stores one: only the hash. Fresh each time, so that failed attempts
 * counted per invitation do not add up across calls.
 */
export async function addInvitationLink(
  org: TestOrg,
  options: { invitedBy?: string; expiresAt?: Date } = {},
): Promise<{ invitationId: string; token: string }> {
  const email = `${uniqueId('invitee').toLowerCase()}@example.test`;
  const token = randomBytes(32).toString('base64url');
  const at = new Date();
  const data = firestoreOrgData(adminDb(), org.id, {
    actorUid: 'fixture',
    action: 'fixture',
    at: at.toISOString(),
  });
  const invitationId = data.invitations.idFor(email);
  await data.transaction((tx) => {
    tx.invitations.put({
      id: invitationId,
      email,
      role: 'viewer',
      invitedBy: options.invitedBy ?? 'fixture',
      createdAt: at.toISOString(),
      expiresAt: (options.expiresAt ?? new Date(at.getTime() + 86_400_000)).toISOString(),
      sends: 1,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    });
    return Promise.resolve();
  });
  return { invitationId, token };
}

/**
 * An invitation of an outside respondent to `assessmentId` (every control, 14 days), written
 * with a token the test knows (the product only ever emails it); returns its id and token.
 */
export async function addInvite(
  org: TestOrg,
  tenantId: string,
  assessmentId: string,
): Promise<{ inviteId: string; token: string }> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  const data = firestoreOrgData(adminDb(), org.id, stamp);
  return data.transaction((tx) => {
    const inviteId = tx.respondentInvitations.newId();
    const token = `${inviteId}_${randomBytes(24).toString('base64url')}`;
    const at = new Date();
    tx.respondentInvitations.put({
      id: inviteId,
      assessmentId,
      tenantId,
      email: `respondent-${inviteId.toLowerCase()}@it.assay.test`,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(at.getTime() + 14 * 86_400_000).toISOString(),
      createdAt: at.toISOString(),
      createdBy: 'fixture',
      sentAt: at.toISOString(),
      sendCount: 1,
    });
    return Promise.resolve({ inviteId, token });
  });
}

/** A roadmap item of `tenantId` for the lineage of `baselineId` (as generation stores one); returns its id. */
export async function addRoadmapItem(
  org: TestOrg,
  tenantId: string,
  baselineId: string,
  options: { ownerUid?: string; ref?: string } = {},
): Promise<string> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  const data = firestoreOrgData(adminDb(), org.id, stamp);
  const header = await data.baselines.header(baselineId);
  if (!header) throw new Error(`No baseline ${baselineId}`);
  const { baseline } = header;
  const ref =
    options.ref ??
    uniqueId('R')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-');
  const id = roadmapItemId(tenantId, baseline.lineageId, ref);
  const at = new Date().toISOString();
  await data.transaction((tx) => {
    tx.roadmap.put({
      id,
      tenantId,
      baseline: {
        id: baseline.id,
        lineageId: baseline.lineageId,
        name: baseline.name,
        version: baseline.version,
      },
      controlRef: ref,
      controlId: 'c1',
      title: `Fix ${ref}`,
      priority: 2,
      bucket: 'next',
      rank: 0,
      status: 'open',
      ...(options.ownerUid ? { ownerUid: options.ownerUid } : {}),
      notes: '',
      edited: [],
      gap: true,
      assessmentId: 'fixture',
      createdAt: at,
      updatedAt: at,
    });
    return Promise.resolve();
  });
  return id;
}

/** An API key of `org` (through the service: counted, audited); returns its id and its text. */
export async function addApiKey(
  org: TestOrg,
  scope: 'read' | 'readWrite' = 'readWrite',
  tenantIds?: string[],
  expiresInDays?: number,
): Promise<{ id: string; secret: string }> {
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  const { key, secret } = await createApiKey(
    firestoreOrgData(adminDb(), org.id, stamp),
    {
      name: `Key ${uniqueId('k')}`,
      scope,
      ...(tenantIds ? { tenantIds } : {}),
      ...(expiresInDays ? { expiresInDays } : {}),
    },
    { now: new Date(), actorUid: 'fixture', actorName: 'Fixture', environment: 'test' },
  );
  return { id: key.id, secret };
}

/**
 * A SCIM token of `org`, written through the repository as createScimToken would (which refuses
 * plans without SCIM: org B is on the team plan, yet the matrix needs a token of each organisation).
 */
export async function addScimToken(org: TestOrg): Promise<{ id: string }> {
  const id = `scim${randomBytes(4).toString('hex')}`;
  const stamp = { actorUid: 'fixture', action: 'fixture', at: new Date().toISOString() };
  await firestoreOrgData(adminDb(), org.id, stamp).transaction((tx) => {
    tx.scimTokens.create({
      id,
      name: `Token ${id}`,
      prefix: `assay_scim_${id}`,
      secretHash: createHash('sha256').update(id).digest('hex'),
      createdAt: new Date().toISOString(),
      createdBy: 'fixture',
    });
    return Promise.resolve();
  });
  return { id };
}

/**
 * A webhook endpoint of `org` with two failed deliveries, written through the repositories (org B
 * is on the team plan, which has webhooks; the fixture needs no plan either way). It causes no
 * network work: it is disabled (the tenants the matrix creates make no delivery to it) and its
 * address is a documentation IP, refused as written, so a test event or replay sent to it fails
 * at its first attempt without being retried.
 */
export async function addWebhook(org: TestOrg): Promise<{ endpointId: string; deliveryId: string }> {
  const endpointId = `wh${randomBytes(4).toString('hex')}`;
  const eventId = `evt_${randomBytes(6).toString('hex')}`;
  const deliveryId = `${eventId}_${endpointId}`;
  const at = new Date().toISOString();
  const stamp = { actorUid: 'fixture', action: 'fixture', at };
  await firestoreOrgData(adminDb(), org.id, stamp).transaction((tx) => {
    tx.webhookEndpoints.put({
      id: endpointId,
      url: 'https://192.0.2.1/assay',
      description: 'Fixture',
      eventTypes: ['tenant.created'],
      enabled: false,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
      createdAt: at,
      createdBy: 'fixture',
      updatedAt: at,
    });
    // Two deliveries: the log has a second page to take a cursor from.
    for (const id of [deliveryId, `${eventId}x_${endpointId}`])
      tx.webhookDeliveries.create({
        id,
        endpointId,
        eventId,
        eventType: 'tenant.created',
        status: 'failed',
        body: '{}',
        createdAt: at,
        attempts: [{ attempt: 1, at, httpStatus: 500, latencyMs: 12, responseExcerpt: 'fixture' }],
      });
    return Promise.resolve();
  });
  return { endpointId, deliveryId };
}

export interface World {
  orgA: TestOrg;
  orgB: TestOrg;
  /** orgA's tenant shared with `shared`. */
  t1: Tenant;
  /** Another orgA tenant the shared user must never see. */
  t2: Tenant;
  /** orgB's tenant. */
  tb: Tenant;
  /** orgA's private baseline (published). */
  baselineA: string;
  /** orgB's private baseline (published). */
  baselineB: string;
  /** orgA's assessment of t1 against baselineA. */
  assessmentA: string;
  /** orgB's assessment of tb against baselineB. */
  assessmentB: string;
  /** A completed assessment of t1 (what the shared user may read). */
  completedA: string;
  /** A pending invitation of orgA, and one of orgB. */
  invitationA: string;
  invitationB: string;
  /** An invitation to assessmentA, with its token. */
  inviteA: { inviteId: string; token: string };
  /** A sharing invitation link's token for t1. */
  sharingLinkA: string;
  /** A pending invitation of orgA, with its link's token. */
  invitationLinkA: { invitationId: string; token: string };
  /** Roadmap items of t1 (baselineA's lineage, owned by viewerA: two, so lists have a second page) and of tb. */
  roadmapA: string;
  roadmapB: string;
  /** A read-write API key of orgA, and one of orgB. */
  apiKeyA: { id: string; secret: string };
  apiKeyB: { id: string; secret: string };
  webhookA: { endpointId: string; deliveryId: string };
  webhookB: { endpointId: string; deliveryId: string };
  users: {
    ownerA: TestUser;
    adminA: TestUser;
    editorA: TestUser;
    viewerA: TestUser;
    shared: TestUser;
    ownerB: TestUser;
    sysadmin: TestUser;
    malformed: TestUser;
    /** A plain user without claims: target of service-setSystemAdmin. */
    target: TestUser;
  };
}

/** Two organisations (A on business, B on team) with members, tenants and a shared user. */
export async function createWorld(): Promise<World> {
  const tidA = uniqueId('orga');
  const tidB = uniqueId('orgb');
  const [ownerA, adminA, editorA, viewerA, ownerB, sysadmin, malformed, target] = await Promise.all([
    createUser('owner-a', { tid: tidA, role: 'owner' }),
    createUser('admin-a', { tid: tidA, role: 'admin' }),
    createUser('editor-a', { tid: tidA, role: 'editor' }),
    createUser('viewer-a', { tid: tidA, role: 'viewer' }),
    createUser('owner-b', { tid: tidB, role: 'owner' }),
    createUser('sysadmin', { adminUI: true }),
    createUser('malformed', { tid: tidA }),
    createUser('target', null),
  ]);
  const orgA = await createOrg(
    'Org A',
    'business',
    [
      { user: ownerA, role: 'owner' },
      { user: adminA, role: 'admin' },
      { user: editorA, role: 'editor' },
      { user: viewerA, role: 'viewer' },
    ],
    tidA,
  );
  // Team plan, with room for the fresh tenants, members and invitations the matrix gives each
  // mutation that goes through (it plans every call before making any, so they add up: far more
  // than the plan's 25 tenants and 10 seats); the plan's own limits are tested where they are the subject.
  const orgB = await createOrg('Org B', 'team', [{ user: ownerB, role: 'owner' }], tidB, {
    tenants: 10_000,
    members: 10_000,
  });
  const t1 = await addTenant(orgA, `Shared Tenant ${tidA}`, { tags: ['shared'] });
  const t2 = await addTenant(orgA, `Private Tenant ${tidA}`, { tags: ['private'] });
  const tb = await addTenant(orgB, `B Tenant ${tidB}`);
  const [baselineA, baselineB] = await Promise.all([addPrivateBaseline(orgA), addPrivateBaseline(orgB)]);
  const [assessmentA, assessmentB, invitationA, invitationB] = await Promise.all([
    addAssessment(orgA, t1.id, baselineA),
    addAssessment(orgB, tb.id, baselineB),
    addInvitation(orgA),
    addInvitation(orgB),
  ]);
  const [inviteA, sharingLinkA, invitationLinkA] = await Promise.all([
    addInvite(orgA, t1.id, assessmentA),
    addSharingLink(orgA, t1.id),
    addInvitationLink(orgA),
  ]);
  const [roadmapA, , roadmapB] = await Promise.all([
    addRoadmapItem(orgA, t1.id, baselineA, { ownerUid: viewerA.uid }),
    addRoadmapItem(orgA, t1.id, baselineA, { ownerUid: viewerA.uid }),
    addRoadmapItem(orgB, tb.id, baselineB, { ownerUid: ownerB.uid }),
  ]);
  const [apiKeyA, apiKeyB] = await Promise.all([addApiKey(orgA), addApiKey(orgB)]);
  const [webhookA, webhookB] = await Promise.all([addWebhook(orgA), addWebhook(orgB)]);
  const [shared, completedA] = await Promise.all([
    addSharedUser(orgA, t1.id),
    addCompletedAssessment(orgA, t1.id, baselineA),
  ]);
  return {
    orgA,
    orgB,
    t1,
    t2,
    tb,
    baselineA,
    baselineB,
    assessmentA,
    assessmentB,
    completedA,
    invitationA,
    invitationB,
    inviteA,
    sharingLinkA,
    invitationLinkA,
    roadmapA,
    roadmapB,
    apiKeyA,
    apiKeyB,
    webhookA,
    webhookB,
    users: { ownerA, adminA, editorA, viewerA, shared, ownerB, sysadmin, malformed, target },
  };
}
