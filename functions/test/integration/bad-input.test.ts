// Every contract refuses malformed input with invalid-argument naming the field, before any
// read or write: no document and no account changes. Errors stay small (no echoed megabytes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@assay/domain/contracts';
import type { CallableContract } from '@assay/domain/contracts';
import type { FieldIssue } from '@assay/domain/errors';
import type { IdKind } from '@assay/domain/ids';
import { auditMapper } from '../../src/data/audit/audit.ts';
import { supportGrantMapper } from '../../src/data/support-grants/support-grants.ts';
import { adminDb, callFunction, callOk, uniqueId } from './support/emulators.ts';
import type { CallOutcome } from './support/emulators.ts';
import { generateInput, inputSchemaOf, malformedCases } from './support/generate-input.ts';
import type { MalformedCase } from './support/generate-input.ts';
import { addMail } from './support/mail.ts';
import { createWorld } from './support/world.ts';
import { CALL_POOL, inPool } from './support/pool.ts';
import { describeWrite, markWrites, writesSince } from './support/writes.ts';
import type { World } from './support/world.ts';

let world: World;
/** A mail for the outbox's contracts (the lists' cursor cases take a real second page: two mails at least). */
let mailId: string;
const tally = { tried: 0, internal: 0 };

beforeAll(async () => {
  world = await createWorld();
  [mailId] = await Promise.all([addMail(), addMail()]);
  // Support reads need an active grant to answer a valid call (the cursor cases take a real page).
  const now = new Date();
  const hour = 3_600_000;
  // org-auditLog's valid input filters by the generated user (a former member here): two entries
  // of theirs give its cursor cases a real second page.
  const audit = adminDb().collection('orgs').doc(world.orgA.id).collection('audit');
  await Promise.all(
    [1, 2].map((n) =>
      audit.doc(`bad-input-${n}`).set(
        auditMapper.toDoc({
          id: `bad-input-${n}`,
          at: new Date(now.getTime() - n * 60_000).toISOString(),
          actorUid: world.users.target.uid,
          action: 'tenants-update',
          target: world.t1.id,
          summary: 'Bad input fixture',
        }),
      ),
    ),
  );
  await adminDb()
    .collection('orgs')
    .doc(world.orgA.id)
    .collection('supportGrants')
    .doc(world.users.sysadmin.uid)
    .set(
      supportGrantMapper.toDoc({
        id: 'sg-bad-input',
        tid: world.orgA.id,
        adminUid: world.users.sysadmin.uid,
        adminEmail: world.users.sysadmin.email,
        reason: 'Bad input fixture',
        hours: 4,
        breakGlass: false,
        status: 'active',
        requestedAt: now.toISOString(),
        decidedAt: now.toISOString(),
        decidedBy: world.users.ownerA.uid,
        expiresAt: new Date(now.getTime() + 4 * hour).toISOString(),
        revokedAt: null,
        revokedBy: null,
      }),
    );
});

afterAll(() => {
  console.log(`bad input: ${tally.tried} malformed calls tried, ${tally.internal} ended in internal`);
});

/** A caller the contract lets in, so that only the input can be wrong. */
function tokenFor(contract: CallableContract): string | undefined {
  switch (contract.access.audience) {
    case 'public':
      return undefined;
    case 'shared':
      return world.users.shared.idToken;
    case 'systemAdmin':
    case 'support':
      return world.users.sysadmin.idToken;
    default:
      return world.users.ownerA.idToken;
  }
}

/** Edited versions of a real cursor of this list: right fingerprint, wrong value or id. */
async function editedCursors(
  contract: CallableContract,
  valid: Record<string, unknown>,
): Promise<MalformedCase[]> {
  if (!('cursor' in (inputSchemaOf(contract).properties ?? {}))) return [];
  const page = await callOk<{ nextCursor: string | null }>(
    contract.name,
    { ...valid, pageSize: 1 },
    tokenFor(contract),
  );
  if (!page.nextCursor)
    throw new Error(`${contract.name}: the fixtures give no second page to take a cursor from`);
  const real = JSON.parse(Buffer.from(page.nextCursor, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const edit = (label: string, changes: Record<string, unknown>, raw?: string): MalformedCase => ({
    label: `a cursor with ${label}`,
    data: {
      ...valid,
      cursor: raw ?? Buffer.from(JSON.stringify({ ...real, ...changes }), 'utf8').toString('base64url'),
    },
    field: 'cursor',
  });
  return [
    edit('NaN as its value (null in JSON)', { v: Number.NaN }),
    edit(
      'a bare NaN token as its value',
      {},
      Buffer.from(JSON.stringify(real).replace(/"v":("[^"]*"|[^,}]+)/, '"v":NaN')).toString('base64url'),
    ),
    edit('1e300 as its value', { v: 1e300 }),
    edit('a string where a number belongs', { v: typeof real.v === 'number' ? 'abc' : 12 }),
    edit('a negative value', { v: -1 }),
    edit('an object as its value', { v: { nested: true } }),
    edit('a path as its id', { i: 'a/b' }),
    edit('no id', { i: undefined }),
    edit('garbage base64', {}, 'bm90LWpzb24_'),
  ];
}

/** The ids of the world's documents, by kind, for the generated valid input. */
function idOf(kind: IdKind): string {
  return {
    tenant: world.t1.id,
    org: world.orgA.id,
    user: world.users.target.uid,
    baseline: world.baselineA,
    assessment: world.assessmentA,
    baselineDraft: world.baselineA,
    globalBaseline: 'esh-v1',
    globalBaselineDraft: 'esh-v1',
    member: world.users.viewerA.uid,
    invitation: world.invitationLinkA.invitationId,
    invitationToken: world.invitationLinkA.token,
    invite: world.inviteA.inviteId,
    respondentToken: world.inviteA.token,
    sharingToken: world.sharingLinkA,
    roadmapItem: world.roadmapA,
    apiKey: world.apiKeyA.id,
    // No SCIM token exists in the world (org B is on the team plan): a well-formed id of none.
    scimToken: 'no-such-scim-token',
    sharedUser: world.users.shared.uid,
    mail: mailId,
    webhookEndpoint: world.webhookA.endpointId,
    webhookDelivery: world.webhookA.deliveryId,
  }[kind];
}

/** A contract's malformed calls, their answers, and what they wrote when run again alone. */
interface ContractRun {
  cases: MalformedCase[];
  outcomes: CallOutcome[];
  wrote: string[];
}
const runs = new Map<string, ContractRun>();
/** What the malformed calls wrote together, when no contract's calls wrote it again alone. */
let unattributed: string[] = [];

async function callAll(contract: CallableContract, cases: readonly MalformedCase[]): Promise<CallOutcome[]> {
  const outcomes: CallOutcome[] = [];
  for (const badCase of cases)
    outcomes.push(await callFunction(contract.name, badCase.data, tokenFor(contract)));
  return outcomes;
}

/**
 * Plans every contract's malformed calls (the cursor cases read a real page first), then makes
 * them all between one mark and one read of what changed, in 4 lanes of one contract each: the
 * Functions emulator starts a worker process per function and per concurrent request, so a
 * function is never called twice at once (4 at once per contract spent most of this file's
 * 9 minutes starting workers). When something changed, each contract's calls run again alone
 * to name the one that wrote.
 */
beforeAll(async () => {
  await inPool(allContracts, CALL_POOL, async (contract) => {
    const { input } = generateInput(contract, idOf, uniqueId('bad'));
    const cases = [...malformedCases(contract, input), ...(await editedCursors(contract, input))];
    runs.set(contract.name, { cases, outcomes: [], wrote: [] });
  });
  const mark = await markWrites();
  await inPool(allContracts, CALL_POOL, async (contract) => {
    const run = runs.get(contract.name)!;
    run.outcomes = await callAll(contract, run.cases);
  });
  const wrote = await writesSince(mark);
  if (wrote.length === 0) return;
  for (const contract of allContracts) {
    const run = runs.get(contract.name)!;
    const again = await markWrites();
    await callAll(contract, run.cases);
    run.wrote = (await writesSince(again)).map(describeWrite);
  }
  if (allContracts.every((contract) => runs.get(contract.name)!.wrote.length === 0))
    unattributed = wrote.map(describeWrite);
}, 900_000);

describe('bad input', () => {
  describe.each(allContracts.map((contract) => [contract.name, contract] as const))(
    '%s',
    (_name, contract) => {
      it('answers invalid-argument naming the field for each malformed input, and writes nothing', () => {
        const { cases, outcomes, wrote } = runs.get(contract.name)!;
        // Every field of the schema is tried at least with a wrong type, required ones also missing.
        const schema = inputSchemaOf(contract);
        const properties = Object.keys(schema.properties ?? {});
        for (const key of properties)
          expect(
            cases.some((badCase) => badCase.field === key && badCase.label.includes('wrong type')),
            `${key} of the wrong type`,
          ).toBe(true);
        for (const key of schema.required ?? [])
          expect(
            cases.some((badCase) => badCase.field === key && badCase.label.endsWith('missing')),
            `${key} missing`,
          ).toBe(true);
        expect(cases.length).toBeGreaterThanOrEqual(6 + properties.length + (schema.required?.length ?? 0));
        expect(outcomes).toHaveLength(cases.length);
        for (const [index, badCase] of cases.entries()) {
          const outcome = outcomes[index]!;
          tally.tried += 1;
          if (!outcome.ok && outcome.code === 'internal') tally.internal += 1;
          const label = `${contract.name} with ${badCase.label}`;
          expect(outcome.ok, `${label} was accepted`).toBe(false);
          if (outcome.ok) continue;
          expect(outcome.code, `${label}: ${outcome.message}`).toBe('invalid-argument');
          expect(
            JSON.stringify(outcome).length,
            `${label}: error of ${JSON.stringify(outcome).length} characters`,
          ).toBeLessThan(2_000);
          const fields = ((outcome.details as { fields?: FieldIssue[] } | undefined)?.fields ?? []).map(
            (field) => field.path,
          );
          if (badCase.field === '') expect(fields.length, label).toBeGreaterThan(0);
          else
            expect(
              fields.some(
                (path) =>
                  path === badCase.field ||
                  path.startsWith(`${badCase.field}.`) ||
                  path.startsWith(`${badCase.field}…`),
              ),
              `${label}: fields ${JSON.stringify(fields).slice(0, 300)}`,
            ).toBe(true);
        }
        expect(unattributed, 'malformed calls wrote data, though none did when run again alone').toEqual([]);
        expect(wrote, `${contract.name}: malformed calls wrote data`).toEqual([]);
      });
    },
  );
});
