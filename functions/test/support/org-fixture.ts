// The set-up the service unit tests share: an organisation in memory with its baselines, tenants and
// members put straight into the store (no audit), and an assessment taken to completed.
import type { BaselineVersion } from '@assay/domain/baselines';
import type { MemberRole } from '@assay/domain/roles';
import type { Tenant } from '@assay/domain/tenants';
import type { AuditStamp } from '../../src/data/audit/audit.ts';
import { baselineWrites } from '../../src/data/baselines/baselines.ts';
import type { OrganisationRecord } from '../../src/data/organisation/organisation.ts';
import { memoryStore } from '../../src/data/store/memory-store.ts';
import type { MemoryStore } from '../../src/data/store/memory-store.ts';
import {
  createAssessment,
  saveAnswer,
  transitionAssessment,
} from '../../src/services/assessments-service.ts';
import type { SaveAnswerInput } from '../../src/services/assessments-service.ts';
import { memoryOrgData } from './memory-org-data.ts';
import type { MemoryOrgData } from './memory-org-data.ts';
import { syntheticVersion } from './synthetic-baselines.ts';

/** The time the fixtures are stamped with unless a test says otherwise. */
export const fixtureNow = new Date('2026-03-01T10:00:00.000Z');

type SyntheticBaseline = Omit<Parameters<typeof syntheticVersion>[0], 'owner'>;

export interface OrgFixture {
  /** The store to share with other organisations (one Firestore); a new one if absent. */
  store?: MemoryStore;
  /** The organisation record (plan, name, …); null: the organisation is not created. */
  organisation?: Partial<OrganisationRecord> | null;
  /** The audit stamp of the organisation's writes. */
  stamp?: AuditStamp;
  /** Published under the organisation: a whole version, or the options of a synthetic one the organisation owns. */
  baselines?: (BaselineVersion | SyntheticBaseline)[];
  /** Tenants by id: a name, or the fields that differ from an active client tenant owned by u1. */
  tenants?: Record<string, string | Partial<Tenant>>;
  /** Members by uid, with their role (email `<uid>@x.test`, display name the uid). */
  members?: Record<string, MemberRole>;
  /** When the tenants were created and the members joined. */
  at?: Date;
}

/** Organisation `tid` in memory with the baselines, tenants and members `fixture` asks for. */
export async function orgFixture(tid: string, fixture: OrgFixture = {}): Promise<MemoryOrgData> {
  const at = (fixture.at ?? fixtureNow).toISOString();
  const store = fixture.store ?? memoryStore();
  const org = memoryOrgData(tid, fixture.organisation === undefined ? {} : fixture.organisation, {
    store,
    ...(fixture.stamp ? { stamp: fixture.stamp } : {}),
  });
  for (const baseline of fixture.baselines ?? [])
    await putBaseline(
      store,
      'baseline' in baseline ? baseline : syntheticVersion({ ...baseline, owner: { kind: 'org', tid } }),
    );
  for (const [id, tenant] of Object.entries(fixture.tenants ?? {}))
    org.putTenant(clientTenant(tid, id, typeof tenant === 'string' ? { name: tenant } : tenant, at));
  const members = Object.entries(fixture.members ?? {});
  if (members.length > 0)
    await org.transaction((tx) => {
      for (const [uid, role] of members)
        tx.members.put({ uid, email: `${uid}@x.test`, displayName: uid, role, joinedAt: at });
      return Promise.resolve();
    });
  return org;
}

/** Active client tenant `id` of organisation `tid`, owned by u1 and created `at`, with `fields` changed. */
export function clientTenant(tid: string, id: string, fields: Partial<Tenant>, at: string): Tenant {
  return {
    id,
    parentId: tid,
    name: id,
    description: '',
    tags: [],
    kind: 'client',
    status: 'active',
    ownerUid: 'u1',
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

/** Publishes `version` in `store` under its owner. */
export async function putBaseline(store: MemoryStore, version: BaselineVersion): Promise<void> {
  await store.transaction((uow) =>
    Promise.resolve(baselineWrites(uow, version.baseline.owner).putNew(version)),
  );
}

type AnswerStatus = NonNullable<SaveAnswerInput['answer']['status']>;

/**
 * An assessment of `baselineId` for `tenantId`, created by `uid` at `at`, with `answers` by control ref
 * (a status, or a whole answer), submitted and completed: the completed assessment.
 */
export async function completedAssessment(
  org: MemoryOrgData,
  options: {
    tenantId: string;
    baselineId: string;
    answers: Record<string, AnswerStatus | SaveAnswerInput['answer']>;
    at?: Date;
    uid?: string;
  },
) {
  const now = options.at ?? fixtureNow;
  const actorUid = options.uid ?? 'u1';
  const { tenantId, baselineId } = options;
  const assessment = await createAssessment(org, actorUid, { tenantId, baselineId }, { now });
  for (const [controlRef, answer] of Object.entries(options.answers))
    await saveAnswer(
      org,
      {
        assessmentId: assessment.id,
        controlRef,
        expectedRevision: 0,
        answer: typeof answer === 'string' ? { status: answer } : answer,
      },
      { author: { kind: 'member', uid: actorUid }, now },
    );
  await transitionAssessment(org, assessment.id, 'submit', { now, actorUid });
  return transitionAssessment(org, assessment.id, 'complete', { now, actorUid });
}
