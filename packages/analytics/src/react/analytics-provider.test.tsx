import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../analytics.ts';
import { AnalyticsProvider, useAnalytics } from './analytics-provider.tsx';

describe('AnalyticsProvider', () => {
  it('provides the analytics instance', () => {
    const analytics = createAnalytics({ adapters: [] });
    const { result } = renderHook(() => useAnalytics(), {
      wrapper: ({ children }) => <AnalyticsProvider analytics={analytics}>{children}</AnalyticsProvider>,
    });
    expect(result.current).toBe(analytics);
  });

  it('refuses useAnalytics outside the provider', () => {
    expect(() => renderHook(() => useAnalytics())).toThrow(/inside <AnalyticsProvider>/);
  });
});
