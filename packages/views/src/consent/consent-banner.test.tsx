import { createAnalytics, createMemoryAdapter, CONSENT_STORAGE_KEY } from '@assay/analytics';
import type { AnalyticsAdapter } from '@assay/analytics';
import { AnalyticsProvider } from '@assay/analytics/react';
import { Menu } from '@assay/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentBanner, PrivacyChoicesMenuItem } from './consent-banner.tsx';
import { ConsentProvider } from './consent-choice.tsx';

/** An adapter that only records what consent it was given (like Firebase Analytics would be). */
function consentRecorder() {
  const given: boolean[] = [];
  const adapter: AnalyticsAdapter = {
    send: () => undefined,
    setConsent: (granted) => void given.push(granted),
  };
  return { adapter, given };
}

function renderApp() {
  const recorder = consentRecorder();
  const analytics = createAnalytics({
    adapters: [createMemoryAdapter(), recorder.adapter],
    consent: (() => {
      const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
      return stored === null ? undefined : stored === 'granted';
    })(),
  });
  render(
    <AnalyticsProvider analytics={analytics}>
      <ConsentProvider>
        <Menu.Root>
          <Menu.Trigger>Account</Menu.Trigger>
          <Menu.Content>
            <PrivacyChoicesMenuItem />
          </Menu.Content>
        </Menu.Root>
        <ConsentBanner />
      </ConsentProvider>
    </AnalyticsProvider>,
  );
  return { analytics, given: recorder.given };
}

afterEach(() => window.localStorage.clear());

describe('ConsentBanner', () => {
  it('asks on the first visit with accept and reject as equal buttons', () => {
    renderApp();
    const reject = screen.getByRole('button', { name: 'Reject analytics' });
    const accept = screen.getByRole('button', { name: 'Accept analytics' });
    expect(reject.className).toBe(accept.className);
    expect(screen.getByRole('region', { name: /Analytics cookies/ })).toBeInTheDocument();
  });

  it('keeps a rejection, tells analytics, and does not ask again', async () => {
    const { analytics, given } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Reject analytics' }));
    expect(screen.queryByRole('region', { name: /Analytics cookies/ })).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(analytics.consent()).toBe(false);
    expect(given).toEqual([false]);
  });

  it('lets the choice be changed from Privacy choices', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    const { analytics, given } = renderApp();
    expect(screen.queryByRole('region', { name: /Analytics cookies/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Privacy choices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(analytics.consent()).toBe(true);
    expect(given).toEqual([false, true]);
  });
});
