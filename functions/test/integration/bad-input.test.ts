// Every contract refuses malformed input with invalid-argument naming the field, before any
// read or write: the data is identical before and after.
import { beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@assay/domain/contracts';
import type { CallableContract } from '@assay/domain/contracts';
import type { FieldIssue } from '@assay/domain/errors';
import { callFunction, uniqueId } from './support/emulators.ts';
import { generateInput, malformedCases } from './support/generate-input.ts';
import { createWorld, snapshotData } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});

/** A caller the contract lets in, so that only the input can be wrong. */
function tokenFor(contract: CallableContract): string | undefined {
  switch (contract.access.audience) {
    case 'public':
      return undefined;
    case 'shared':
      return world.users.shared.idToken;
    case 'systemAdmin':
      return world.users.sysadmin.idToken;
    default:
      return world.users.ownerA.idToken;
  }
}

describe('bad input', () => {
  describe.each(allContracts.map((contract) => [contract.name, contract] as const))('%s', (_name, contract) => {
    it('answers invalid-argument naming the field for each malformed input, and writes nothing', async () => {
      const fixtures = {
        tenantId: { value: world.t1.id, owner: 'A' as const },
        ttid: { value: world.t1.id, owner: 'A' as const },
        tid: { value: world.orgA.id, owner: 'A' as const },
        orgId: { value: world.orgA.id, owner: 'A' as const },
        uid: { value: world.users.target.uid, owner: 'global' as const },
      };
      const { input } = generateInput(contract, fixtures, uniqueId('bad'));
      const cases = malformedCases(contract, input);
      expect(cases.length).toBeGreaterThanOrEqual(2);
      const before = await snapshotData([world.orgA.id, world.orgB.id]);
      for (const badCase of cases) {
        const outcome = await callFunction(contract.name, badCase.data, tokenFor(contract));
        const label = `${contract.name} with ${badCase.label}`;
        expect(outcome.ok, `${label} was accepted`).toBe(false);
        if (outcome.ok) continue;
        expect(outcome.code, `${label}: ${outcome.message}`).toBe('invalid-argument');
        const fields = ((outcome.details as { fields?: FieldIssue[] } | undefined)?.fields ?? []).map((field) => field.path);
        if (badCase.field === '') expect(fields.length, label).toBeGreaterThan(0);
        else expect(fields.some((path) => path === badCase.field || path.startsWith(`${badCase.field}.`)), `${label}: fields ${JSON.stringify(fields)}`).toBe(true);
      }
      expect(await snapshotData([world.orgA.id, world.orgB.id])).toEqual(before);
    });
  });
});
