// Every contract × every kind of caller, expectations derived from the contract's access.
// Inputs come from the contract's schema, so a new callable is covered without editing this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contracts } from '@assay/domain/contracts';
import type { Access, CallableContract } from '@assay/domain/contracts';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import { callFunction, uniqueId } from './support/emulators.ts';
import type { CallOutcome } from './support/emulators.ts';
import { generateInput } from './support/generate-input.ts';
import type { Fixtures } from './support/generate-input.ts';
import { addTenant, createWorld } from './support/world.ts';
import * as deployed from '../../src/index.ts';
import type { World } from './support/world.ts';

/** The contracts this matrix runs: the whole registry. */
const matrixContracts = allContracts;

type CallerKey = 'guest' | 'shared' | 'viewerA' | 'editorA' | 'adminA' | 'ownerB' | 'sysadmin' | 'malformed';

interface Caller {
  key: CallerKey;
  label: string;
  member?: { org: 'A' | 'B'; role: MemberRole };
  shared?: boolean;
  systemAdmin?: boolean;
  malformed?: boolean;
}

const callers: Caller[] = [
  { key: 'guest', label: 'guest' },
  { key: 'shared', label: 'shared user of a tenant of org A', shared: true },
  { key: 'viewerA', label: 'viewer of org A', member: { org: 'A', role: 'viewer' } },
  { key: 'editorA', label: 'editor of org A', member: { org: 'A', role: 'editor' } },
  { key: 'adminA', label: 'admin of org A', member: { org: 'A', role: 'admin' } },
  { key: 'ownerB', label: 'owner of org B', member: { org: 'B', role: 'owner' } },
  { key: 'sysadmin', label: 'system admin (adminUI only)', systemAdmin: true },
  { key: 'malformed', label: 'user with malformed claims (tid without role)', malformed: true },
];

type Expectation = 'allow' | 'unauthenticated' | 'permission-denied' | 'denied-or-not-found';

/** What the contract's access means for this caller, given whether the input names org A's data. */
function expectation(access: Access, caller: Caller, namesOrgA: boolean): Expectation {
  if (access.audience === 'public') return 'allow';
  if (caller.key === 'guest') return 'unauthenticated';
  if (caller.malformed) return 'permission-denied';
  const memberAllowed = (minRole: MemberRole) => caller.member !== undefined && roleAtLeast(caller.member.role, minRole);
  let allowed: boolean;
  switch (access.audience) {
    case 'signedIn':
      allowed = true;
      break;
    case 'member':
      allowed = memberAllowed(access.minRole);
      break;
    case 'shared':
      allowed = caller.shared === true;
      break;
    case 'memberOrShared':
      allowed = memberAllowed(access.minRole) || caller.shared === true;
      break;
    case 'systemAdmin':
      allowed = caller.systemAdmin === true;
      break;
  }
  if (!allowed) return 'permission-denied';
  if (caller.member?.org === 'B' && namesOrgA && access.audience !== 'signedIn') return 'denied-or-not-found';
  return 'allow';
}

/** Business outcomes an allowed caller may meet (the call got past authorisation). */
const allowedBusinessCodes = ['failed-precondition', 'already-exists', 'resource-exhausted'];

let world: World;
const tokens = {} as Record<CallerKey, string | undefined>;

beforeAll(async () => {
  world = await createWorld();
  const { users } = world;
  Object.assign(tokens, {
    guest: undefined,
    shared: users.shared.idToken,
    viewerA: users.viewerA.idToken,
    editorA: users.editorA.idToken,
    adminA: users.adminA.idToken,
    ownerB: users.ownerB.idToken,
    sysadmin: users.sysadmin.idToken,
    malformed: users.malformed.idToken,
  });
});

/** Id fields by name. Mutations get a fresh tenant so that one call cannot disturb the next. */
async function fixturesFor(contract: CallableContract, caller: Caller): Promise<Fixtures> {
  const tenant = contract.mutation && !caller.shared ? await addTenant(world.orgA, `Matrix ${uniqueId('t')}`) : world.t1;
  return {
    tenantId: { value: tenant.id, owner: 'A' },
    ttid: { value: tenant.id, owner: 'A' },
    tid: { value: world.orgA.id, owner: 'A' },
    orgId: { value: world.orgA.id, owner: 'A' },
    uid: { value: world.users.target.uid, owner: 'global' },
  };
}

/** Strings the caller must never receive. */
function forbiddenFor(caller: Caller): string[] {
  if (caller.member?.org === 'B') return [world.orgA.id, world.orgA.name, world.t1.id, world.t1.name, world.t2.id, world.t2.name];
  if (caller.member?.org === 'A') return [world.orgB.id, world.orgB.name, world.tb.id, world.tb.name];
  if (caller.shared) return [world.t2.id, world.t2.name, world.orgB.id, world.tb.id];
  return [];
}

function describeOutcome(outcome: CallOutcome): string {
  return outcome.ok ? `ok ${JSON.stringify(outcome.data).slice(0, 200)}` : `${outcome.code}: ${outcome.message}`;
}

describe('authorisation matrix', () => {
  it('covers every contract of the registry and every deployed callable', () => {
    const matrixNames = matrixContracts.map((contract) => contract.name).sort();
    const registryNames = Object.values(contracts).flatMap((area) => Object.values<CallableContract>(area).map((contract) => contract.name)).sort();
    const deployedNames = Object.entries(deployed).flatMap(([area, group]) =>
      Object.entries(group as Record<string, { contract: CallableContract }>).map(([operation, callable]) => {
        expect(callable.contract.name, `export ${area}.${operation}`).toBe(`${area}-${operation}`);
        return callable.contract.name;
      }),
    ).sort();
    expect(matrixNames).toEqual(registryNames);
    expect(matrixNames).toEqual(deployedNames);
  });

  describe.each(matrixContracts.map((contract) => [contract.name, contract] as const))('%s', (_name, contract) => {
    it.each(callers.map((caller) => [caller.label, caller] as const))('as %s', async (_label, caller) => {
      const { input, owners } = generateInput(contract, await fixturesFor(contract, caller), uniqueId('m'));
      const expected = expectation(contract.access, caller, owners.has('A'));
      const outcome = await callFunction(contract.name, input, tokens[caller.key]);
      const seen = describeOutcome(outcome);
      switch (expected) {
        case 'allow':
          if (!outcome.ok) expect(allowedBusinessCodes, `${contract.name} as ${caller.label} should pass authorisation, got ${seen}`).toContain(outcome.code);
          break;
        case 'denied-or-not-found':
          expect(outcome.ok, seen).toBe(false);
          if (!outcome.ok) expect(['permission-denied', 'not-found'], seen).toContain(outcome.code);
          break;
        default:
          expect(outcome.ok, seen).toBe(false);
          if (!outcome.ok) expect(outcome.code, seen).toBe(expected);
      }
      const body = JSON.stringify(outcome.ok ? outcome.data : outcome.details ?? null);
      for (const secret of forbiddenFor(caller)) expect(body, `${contract.name} leaked ${secret} to ${caller.label}`).not.toContain(secret);
      if (!outcome.ok && outcome.code === 'internal') throw new Error(`${contract.name} failed internally: ${seen}`);
    });
  });
});
