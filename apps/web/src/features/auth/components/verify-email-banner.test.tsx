import { renderWithClient } from '@assay/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProviders } from '../../../test/fixtures.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

function open(path: string, verified: boolean) {
  window.history.replaceState(null, '', path);
  let checks = 0;
  renderWithClient(<VerifyEmailBanner />, {
    claims: null,
    route: '/',
    wrapper: UiProviders,
    authActions: {
      unverifiedEmail: () => 'new@example.test',
      refreshVerification: () => {
        checks += 1;
        return Promise.resolve(verified);
      },
    },
  });
  return { checks: () => checks };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the verify-email banner', () => {
  it('confirms "Email address verified" on arrival from the verification link, and goes', async () => {
    const { checks } = open('/?emailVerified=1', true);
    expect(await screen.findByText('Email address verified')).toBeInTheDocument();
    expect(screen.queryByText('Verify your email address')).toBeNull();
    expect(checks()).toBe(1);
    expect(window.location.search).toBe('');
  });

  it('asks nothing on an ordinary page load, and stays until the address is verified', async () => {
    const { checks } = open('/', true);
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
    expect(checks()).toBe(0);
  });
});
