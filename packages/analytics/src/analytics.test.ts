import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsAdapter } from './adapter.ts';
import { createMemoryAdapter } from './adapters/memory.ts';
import { createAnalytics } from './analytics.ts';
import { cleanParams } from './events.ts';

describe('createAnalytics', () => {
  it('sends each event to every adapter', () => {
    const first = createMemoryAdapter();
    const second = createMemoryAdapter();
    const analytics = createAnalytics({ adapters: [first, second] });
    analytics.track('login', { method: 'google' });
    expect(first.events.map((event) => [event.name, event.params])).toEqual([
      ['login', { method: 'google' }],
    ]);
    expect(second.events.map((event) => [event.name, event.params])).toEqual([
      ['login', { method: 'google' }],
    ]);
  });

  it('drops undefined and non-primitive parameter values before the adapters see them', () => {
    const memory = createMemoryAdapter();
    const analytics = createAnalytics({ adapters: [memory] });
    analytics.track('page_view', { path: '/admin', title: 'Admin', tab: undefined, focus: undefined });
    expect(memory.events[0]?.params).toEqual({ path: '/admin', title: 'Admin' });
  });

  it('lets events whose parameters are all optional omit them', () => {
    const memory = createMemoryAdapter();
    createAnalytics({ adapters: [memory] }).track('checkout_cancelled');
    expect(memory.paramsOf('checkout_cancelled')).toEqual([{}]);
  });

  it('keeps sending to the other adapters when one throws or rejects, and reports the failures', async () => {
    const memory = createMemoryAdapter();
    const onError = vi.fn();
    const throwing: AnalyticsAdapter = {
      send: () => {
        throw new Error('sync boom');
      },
    };
    const rejecting: AnalyticsAdapter = { send: () => Promise.reject(new Error('async boom')) };
    const analytics = createAnalytics({ adapters: [throwing, rejecting, memory], onError });
    expect(() => analytics.track('logout')).not.toThrow();
    expect(memory.events).toHaveLength(1);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(onError.mock.calls.map(([error]) => (error as Error).message).sort()).toEqual([
      'async boom',
      'sync boom',
    ]);
  });

  it('forwards the user id to adapters that take one', () => {
    const memory = createMemoryAdapter();
    const analytics = createAnalytics({ adapters: [memory, { send: () => undefined }] });
    analytics.setUser('u1');
    expect(memory.userId).toBe('u1');
    analytics.setUser(null);
    expect(memory.userId).toBeNull();
  });

  it('starts undecided and forwards every later decision', () => {
    const setConsent = vi.fn();
    const analytics = createAnalytics({ adapters: [{ send: () => undefined, setConsent }] });
    expect(analytics.consent()).toBeNull();
    expect(setConsent).not.toHaveBeenCalled();
    analytics.setConsent(false);
    expect(analytics.consent()).toBe(false);
    expect(setConsent).toHaveBeenLastCalledWith(false);
    analytics.setConsent(true);
    expect(analytics.consent()).toBe(true);
    expect(setConsent).toHaveBeenLastCalledWith(true);
  });

  it('applies consent given at creation', () => {
    const setConsent = vi.fn();
    const analytics = createAnalytics({ adapters: [{ send: () => undefined, setConsent }], consent: true });
    expect(setConsent).toHaveBeenCalledWith(true);
    expect(analytics.consent()).toBe(true);
  });

  it('types events against the event map', () => {
    const analytics = createAnalytics({ adapters: [] });
    // @ts-expect-error sign_up needs its method
    analytics.track('sign_up');
    // @ts-expect-error unknown method
    analytics.track('login', { method: 'fax' });
    // @ts-expect-error unknown event
    analytics.track('made_up_event', {});
    // @ts-expect-error page_view needs a title
    analytics.track('page_view', { path: '/' });
    analytics.track('purchase', { plan: 'team', value: 49, currency: 'EUR' });
    expect(analytics.consent()).toBeNull();
  });
});

describe('cleanParams', () => {
  it('keeps strings, booleans and finite numbers only', () => {
    expect(
      cleanParams({
        a: 'x',
        b: 0,
        c: false,
        d: undefined,
        e: null,
        f: Number.NaN,
        g: Infinity,
        h: { nested: 1 },
        i: ['x'],
      }),
    ).toEqual({ a: 'x', b: 0, c: false });
  });
});
