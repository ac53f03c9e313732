import { describe, expect, it } from 'vitest';
import { allContracts, splitContractName } from '@assay/domain/contracts';
import type { CallableContract } from '@assay/domain/contracts';
import * as functions from './index.ts';

type Exported = Record<string, Record<string, { contract?: CallableContract; __endpoint?: { region?: string[]; timeoutSeconds?: number; callableTrigger?: unknown } }>>;
const groups = functions as unknown as Exported;

describe('deployed callables', () => {
  it('implement every contract under its own name', () => {
    for (const contract of allContracts) {
      const [area, operation] = splitContractName(contract.name);
      expect(groups[area]?.[operation]?.contract, contract.name).toBe(contract);
    }
  });

  it('export nothing that is not a contract', () => {
    const exported = Object.entries(groups).flatMap(([area, group]) => Object.entries(group).map(([operation, fn]) => [`${area}-${operation}`, fn.contract?.name]));
    for (const [deployedName, contractName] of exported) expect(contractName).toBe(deployedName);
    expect(exported).toHaveLength(allContracts.length);
  });

  it('deploy callables in us-central1 with the 70 s time-out', () => {
    for (const group of Object.values(groups)) {
      for (const fn of Object.values(group)) {
        expect(fn.__endpoint?.region).toEqual(['us-central1']);
        expect(fn.__endpoint?.timeoutSeconds).toBe(70);
        expect(fn.__endpoint?.callableTrigger).toBeDefined();
      }
    }
  });
});
