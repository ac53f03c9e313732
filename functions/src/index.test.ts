import { describe, expect, it } from 'vitest';
import { allContracts, splitContractName } from '@assay/domain/contracts';
import type { CallableContract } from '@assay/domain/contracts';
import * as functions from './index.ts';

type Endpoint = {
  region?: string[];
  timeoutSeconds?: number;
  callableTrigger?: unknown;
  httpsTrigger?: unknown;
  scheduleTrigger?: { schedule?: string; timeZone?: string };
  taskQueueTrigger?: { retryConfig?: { maxRetrySeconds?: number } };
};
type Exported = Record<string, Record<string, { contract?: CallableContract; __endpoint?: Endpoint }>>;
/** Callables are exported in groups (plain objects); HTTP functions and scheduled jobs by name (functions). */
const groups = Object.fromEntries(
  Object.entries(functions).filter(([, value]) => typeof value !== 'function'),
) as unknown as Exported;
const httpFunctions = Object.fromEntries(
  Object.entries(functions).filter(([, value]) => typeof value === 'function'),
) as unknown as Record<string, { __endpoint?: Endpoint }>;

describe('deployed callables', () => {
  it('implement every contract under its own name', () => {
    for (const contract of allContracts) {
      const [area, operation] = splitContractName(contract.name);
      expect(groups[area]?.[operation]?.contract, contract.name).toBe(contract);
    }
  });

  it('export nothing that is not a contract', () => {
    const exported = Object.entries(groups).flatMap(([area, group]) =>
      Object.entries(group).map(([operation, fn]) => [`${area}-${operation}`, fn.contract?.name]),
    );
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

  it('deploy exactly the HTTP functions api, scimApi, stripeWebhook and roadmapCalendar, the expiry, backup and webhook sweep jobs and the two webhook queues beside them, in us-central1', () => {
    expect(Object.keys(httpFunctions).sort()).toEqual([
      'api',
      'backupFirestore',
      'expireExceptions',
      'expirePlanOverrides',
      'expireRiskAcceptances',
      'roadmapCalendar',
      'scimApi',
      'stripeWebhook',
      'webhookDeliver',
      'webhookDispatch',
      'webhookSweep',
    ]);
    for (const queue of ['webhookDispatch', 'webhookDeliver']) {
      expect(httpFunctions[queue]?.__endpoint?.region).toEqual(['us-central1']);
      // The queue's own retries end with a delivery's 24 hours.
      expect(httpFunctions[queue]?.__endpoint?.taskQueueTrigger?.retryConfig?.maxRetrySeconds).toBe(86_400);
    }
    expect(httpFunctions.webhookSweep?.__endpoint?.scheduleTrigger).toMatchObject({
      schedule: 'every 5 minutes',
      timeZone: 'UTC',
    });
    expect(httpFunctions.scimApi?.__endpoint?.httpsTrigger).toBeDefined();
    expect(httpFunctions.api?.__endpoint?.region).toEqual(['us-central1']);
    expect(httpFunctions.api?.__endpoint?.httpsTrigger).toBeDefined();
    expect(httpFunctions.roadmapCalendar?.__endpoint?.region).toEqual(['us-central1']);
    expect(httpFunctions.roadmapCalendar?.__endpoint?.httpsTrigger).toBeDefined();
    expect(httpFunctions.stripeWebhook?.__endpoint?.region).toEqual(['us-central1']);
    expect(httpFunctions.stripeWebhook?.__endpoint?.httpsTrigger).toBeDefined();
    expect(httpFunctions.expireExceptions?.__endpoint?.region).toEqual(['us-central1']);
    expect(httpFunctions.expireExceptions?.__endpoint?.scheduleTrigger).toMatchObject({
      schedule: 'every day 02:00',
      timeZone: 'UTC',
    });
    expect(httpFunctions.backupFirestore?.__endpoint?.scheduleTrigger).toMatchObject({
      schedule: 'every day 03:00',
      timeZone: 'UTC',
    });
    expect(httpFunctions.expirePlanOverrides?.__endpoint?.scheduleTrigger).toMatchObject({
      schedule: 'every 1 hours',
      timeZone: 'UTC',
    });
    expect(httpFunctions.expireRiskAcceptances?.__endpoint?.region).toEqual(['us-central1']);
    expect(httpFunctions.expireRiskAcceptances?.__endpoint?.scheduleTrigger).toMatchObject({
      schedule: 'every day 02:30',
      timeZone: 'UTC',
    });
  });
});
