import { allContracts } from '@assay/domain/contracts';
import { billingEventTypes } from '@assay/domain/billing';
import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it } from 'vitest';
import { actionLabel, filterableActions, systemActorLabel } from './labels.ts';

describe('audit log labels', () => {
  it('labels every action a mutation writes in words of its own (not the "Area: operation" fallback)', () => {
    const unlabelled = allContracts
      .filter((contract) => contract.mutation)
      .map((contract) => contract.name)
      .filter((name) => actionLabel(name).includes(':'));
    expect(unlabelled).toEqual([]);
  });

  it('labels what is written outside a call: the demo seed, billing events and the expiry job', () => {
    expect(actionLabel('seed')).toBe('Demo data');
    expect(actionLabel('expireExceptions')).toBe('Exception expired');
    expect(billingEventTypes.map(actionLabel)).toEqual([
      'Checkout completed',
      'Subscription started',
      'Subscription changed',
      'Subscription ended',
      'Invoice paid',
      'Payment failed',
    ]);
  });

  it('reads an unknown action as words, never as the raw code', () => {
    expect(actionLabel('widgets-bulkArchive')).toBe('Widgets: bulk archive');
    expect(actionLabel('charge.dispute_created')).toBe('Charge dispute created');
    expect(actionLabel('cleanup')).toBe('Cleanup');
  });

  it("offers only organisation actions in the filter, not the system admins' ones", () => {
    expect(filterableActions).toContain('members-changeRole');
    expect(filterableActions).toContain('invoice.payment_failed');
    expect(
      filterableActions.filter((action) => action.startsWith('service-') || action.startsWith('library-')),
    ).toEqual([]);
  });

  it("names the system's own actors instead of calling them former members", () => {
    expect(systemActorLabel('stripe')).toBe('Stripe (billing)');
    expect(systemActorLabel('system-exception-expiry')).toBe('Scheduled job');
    expect(systemActorLabel('respondent-inv123')).toBe('Respondent (invitation link)');
    expect(systemActorLabel('uid-of-someone-who-left')).toBe('Former member');
    expect(systemActorLabel('uid-of-a-system-admin', 'support-read')).toBe('Assay support');
    expect(systemActorLabel('apiKey-k1', 'tenants-create')).toBe('API key');
    expect(systemActorLabel('scimToken-t1', 'scim-createUser')).toBe('Identity provider (SCIM)');
    expect(systemActorLabel('uid-gone', '', () => 'Deleted account')).toBe('Deleted account');
    expect(systemActorLabel('stripe', '', () => 'Deleted account')).toBe('Stripe (billing)');
  });

  it("names actions in the page's language", async () => {
    await setLocale('de', { reload: false });
    try {
      expect(actionLabel('tenants-create')).toBe('Mandant angelegt');
      expect(actionLabel('invoice.payment_failed')).toBe('Zahlung fehlgeschlagen');
    } finally {
      await setLocale('en', { reload: false });
    }
  });
});
