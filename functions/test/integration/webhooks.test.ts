// Outbound webhooks against the emulators (issue 28).
import { describe, expect, it } from 'vitest';
import { WEBHOOK_ENDPOINTS_MAX } from '@assay/domain/webhooks';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { createEndpoint } from '../../src/services/webhooks/endpoints-service.ts';
import { adminDb } from './support/emulators.ts';
import { createOrg } from './support/world.ts';

const url = 'https://hooks.example.com/assay';

describe('webhook endpoints', () => {
  it(`holds at most ${WEBHOOK_ENDPOINTS_MAX} endpoints when creates race for the last places`, async () => {
    const org = await createOrg('Webhook cap', 'team', []);
    const create = () => {
      const now = new Date();
      return createEndpoint(
        firestoreOrgData(adminDb(), org.id, {
          actorUid: 'u-owner',
          action: 'webhooks-create',
          at: now.toISOString(),
        }),
        { url, eventTypes: ['tenant.created'], enabled: false },
        { now, actorUid: 'u-owner', allowLoopback: false },
      );
    };
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX - 2; i += 1) await create();
    // Five at once: each would count 8 before any of them commits.
    const raced = await Promise.allSettled(Array.from({ length: 5 }, create));
    expect(raced.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(
      raced.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
      ),
    ).toEqual(['resource-exhausted', 'resource-exhausted', 'resource-exhausted']);
    const stored = await adminDb()
      .collection('orgs')
      .doc(org.id)
      .collection('webhookEndpoints')
      .count()
      .get();
    expect(stored.data().count).toBe(WEBHOOK_ENDPOINTS_MAX);
  });
});
