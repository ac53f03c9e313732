// Seeds the demo world idempotently (running it again changes nothing and duplicates nothing).
// Usable from tests and from the local stack; takes firebase-admin instances.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { globalBaselines } from '@assay/domain/baselines';
import { firestoreOrgData } from '../data/org-data.ts';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { archiveTenant, createTenant } from '../services/tenants-service.ts';
import { demoAccounts, demoOrganisations, demoTenants } from './demo-data.ts';
import type { DemoAccount } from './demo-data.ts';
import { seedDemoAssessments } from './seed-assessments.ts';
import { seedGlobalBaselines } from './seed-baselines.ts';

export interface SeedResult {
  users: number;
  organisations: number;
  tenants: number;
  /** Global baseline versions in the shipped library. */
  baselines: number;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** Creates the account if missing (or adopts an existing one with its email) and sets its claims. */
async function ensureUser(auth: Auth, account: DemoAccount): Promise<string> {
  let uid = account.uid;
  try {
    await auth.getUser(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    try {
      await auth.createUser({
        uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      });
    } catch (createError) {
      if (!hasCode(createError, 'auth/email-already-exists')) throw createError;
      uid = (await auth.getUserByEmail(account.email)).uid;
    }
  }
  await auth.setCustomUserClaims(uid, account.claims);
  return uid;
}

export async function seedDemo({
  firestore,
  auth,
  now = new Date(),
}: {
  firestore: Firestore;
  auth: Auth;
  now?: Date;
}): Promise<SeedResult> {
  await seedGlobalBaselines(firestoreStore(firestore));
  const uids = new Map<string, string>();
  for (const account of demoAccounts) uids.set(account.uid, await ensureUser(auth, account));
  const accountOf = (uid: string) => demoAccounts.find((account) => account.uid === uid);

  for (const organisation of demoOrganisations) {
    const ownerUid =
      uids.get(organisation.members.find((member) => member.role === 'owner')?.uid ?? '') ?? '';
    // Seeded changes are audited like any other, as done by the organisation's owner.
    const org = firestoreOrgData(firestore, organisation.id, {
      actorUid: ownerUid,
      action: 'seed',
      at: now.toISOString(),
    });
    await org.transaction(async (tx) => {
      const existing = await tx.organisation.get();
      const present = await Promise.all(
        organisation.members.map((member) => tx.members.get(uids.get(member.uid) ?? member.uid)),
      );
      const at = now.toISOString();
      if (!existing) {
        tx.organisation.create({
          name: organisation.name,
          plan: organisation.plan,
          ownerUid,
          createdAt: at,
          tenantCount: 0,
          memberCount: organisation.members.length,
        });
      } else if (existing.memberCount !== organisation.members.length) {
        tx.organisation.setCounts({ memberCount: organisation.members.length });
      }
      organisation.members.forEach((member, index) => {
        if (present[index]) return;
        const account = accountOf(member.uid);
        tx.members.put({
          uid: uids.get(member.uid) ?? member.uid,
          email: account?.email ?? '',
          displayName: account?.displayName ?? '',
          role: member.role,
          joinedAt: at,
        });
      });
    });
    for (const tenant of demoTenants.filter((candidate) => candidate.orgId === organisation.id)) {
      const created = await createTenant(
        org,
        ownerUid,
        {
          name: tenant.name,
          description: tenant.description,
          tags: tenant.tags,
          kind: tenant.kind,
          ...(tenant.group ? { group: tenant.group } : {}),
        },
        { now, id: tenant.id },
      );
      if (tenant.archived && created.status === 'active') await archiveTenant(org, tenant.id, now);
    }
    await seedDemoAssessments(org, ownerUid, now);
    // Demo shared users get the record sharing-share leaves (the shared-* callables need it), counted once.
    for (const account of demoAccounts.filter(
      (candidate) => candidate.claims.ptid === organisation.id && typeof candidate.claims.ttid === 'string',
    )) {
      const uid = uids.get(account.uid) ?? account.uid;
      await org.transaction(async (tx) => {
        const [current, existing] = await Promise.all([tx.organisation.get(), tx.sharedUsers.get(uid)]);
        if (existing || !current) return;
        const at = now.toISOString();
        tx.sharedUsers.put({
          uid,
          email: account.email,
          tenantId: String(account.claims.ttid),
          invitedBy: ownerUid,
          invitedByName:
            accountOf(organisation.members.find((member) => member.role === 'owner')?.uid ?? '')
              ?.displayName ?? 'Owner',
          invitedAt: at,
          sentAt: at,
          sends: 1,
        });
        tx.organisation.setCounts({ sharedUserCount: (current.sharedUserCount ?? 0) + 1 });
      });
    }
  }
  return {
    users: demoAccounts.length,
    organisations: demoOrganisations.length,
    tenants: demoTenants.length,
    baselines: globalBaselines.length,
  };
}
