import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { SsoDomain, SsoProvider, SsoProviderInput } from '@assay/domain/sso';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SsoCard } from './sso-card.tsx';

const Toasts = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;
const owner = { tid: 'org-1', role: 'owner' };
const pending = (domain: string): SsoDomain => ({
  domain,
  status: 'pending',
  txtValue: `assay-verification=${domain.length}abcdefghijklmnopqrstuvwxyz12345`,
  recordName: `_assay.${domain}`,
  claimedAt: '2026-11-01T00:00:00.000Z',
  claimedBy: 'u1',
  required: false,
});

const okta: SsoProvider = {
  providerId: 'oidc.org-1',
  issuer: 'https://login.okta.example',
  clientId: '0oa1b2c3',
  defaultRole: 'editor',
  registration: 'identity-platform',
  updatedAt: '2026-11-02T00:00:00.000Z',
  updatedBy: 'u1',
};

function renderCard(
  items: SsoDomain[],
  included = true,
  dnsAnswers = true,
  saved: SsoProvider | null = null,
) {
  let domains = items;
  let provider = saved;
  const call = createFakeCall({
    'sso-getProvider': () => ({ provider }),
    'sso-saveProvider': (input: SsoProviderInput) => {
      provider = {
        ...okta,
        issuer: input.issuer,
        clientId: input.clientId,
        defaultRole: input.defaultRole,
        updatedAt: '2026-11-03T00:00:00.000Z',
      };
      return provider;
    },
    'sso-listDomains': () => ({ items: domains, included }),
    'sso-claimDomain': ({ domain }) => {
      // The server reads the domain in lower case, without surrounding spaces.
      const claim = pending(domain.trim().toLowerCase());
      domains = [...domains, claim];
      return claim;
    },
    'sso-verifyDomain': ({ domain }) => {
      if (!dnsAnswers)
        throw new AppError('failed-precondition', 'No TXT record was found at _assay.example.com.', {
          reason: 'sso-txt-missing',
        });
      domains = domains.map((claim) =>
        claim.domain === domain
          ? { ...claim, status: 'verified' as const, verifiedAt: claim.claimedAt }
          : claim,
      );
      return domains.find((claim) => claim.domain === domain) ?? pending(domain);
    },
    'sso-setRequired': ({ domain, required }) => {
      domains = domains.map((claim) => (claim.domain === domain ? { ...claim, required } : claim));
      const changed = domains.find((claim) => claim.domain === domain) ?? pending(domain);
      return { domain: changed, membersSignedOut: required ? 2 : 0 };
    },
    'sso-removeDomain': ({ domain }) => {
      domains = domains.filter((claim) => claim.domain !== domain);
      return { domain };
    },
  });
  renderWithClient(<SsoCard authDomain="assay-test.firebaseapp.com" />, {
    call,
    claims: owner,
    wrapper: Toasts,
  });
  return call;
}

describe('the single sign-on card on /admin', () => {
  it('claims a domain, shows the TXT record to publish, and verifies it', async () => {
    const call = renderCard([]);
    expect(await screen.findByText('No domain claimed yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Claim a domain' });
    await user.type(within(form).getByLabelText(/^Domain/), 'not a domain');
    await user.click(within(form).getByRole('button', { name: 'Claim domain' }));
    expect(within(form).getByText(/Enter a domain like example.com/)).toBeInTheDocument();
    expect(call.inputsOf('sso-claimDomain')).toEqual([]);
    await user.clear(within(form).getByLabelText(/^Domain/));
    await user.type(within(form).getByLabelText(/^Domain/), 'Example.com');
    await user.click(within(form).getByRole('button', { name: 'Claim domain' }));
    expect(call.inputsOf('sso-claimDomain')).toEqual([{ domain: 'Example.com' }]);
    const table = await screen.findByRole('table', { name: 'Claimed domains' });
    expect(table).toHaveTextContent('example.com');
    expect(table).toHaveTextContent('Waiting for DNS');
    expect(screen.getByText('_assay.example.com')).toBeInTheDocument();
    expect(screen.getByText(pending('example.com').txtValue)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify example.com' }));
    expect(call.inputsOf('sso-verifyDomain')).toEqual([{ domain: 'example.com' }]);
    expect(await within(table).findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('_assay.example.com')).not.toBeInTheDocument();
  });

  it('says why when DNS does not answer the record yet', async () => {
    renderCard([pending('example.com')], true, false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify example.com' }));
    expect(await screen.findByText('Could not verify example.com')).toBeInTheDocument();
    expect(screen.getByText('No TXT record was found at _assay.example.com.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claimed domains' })).toHaveTextContent('Waiting for DNS');
  });

  it('removes a domain only after asking', async () => {
    const call = renderCard([pending('example.com')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove example.com?' });
    expect(call.inputsOf('sso-removeDomain')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove domain' }));
    expect(call.inputsOf('sso-removeDomain')).toEqual([{ domain: 'example.com' }]);
    expect(await screen.findByText('No domain claimed yet.')).toBeInTheDocument();
  });

  it('requires single sign-on per verified domain with a switch; pending domains have none', async () => {
    const verified = { ...pending('example.com'), status: 'verified' as const };
    const call = renderCard([verified, pending('other.example')]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: /Require single sign-on for example\.com/ });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: /other\.example/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(call.inputsOf('sso-setRequired')).toEqual([{ domain: 'example.com', required: true }]);
    expect(await screen.findByText('Single sign-on is now required for example.com')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: /Require single sign-on for example\.com/ })).toBeChecked(),
    );
  });

  it('tells a plan without single sign-on why, without a form', async () => {
    renderCard([], false);
    expect(await screen.findByText('Single sign-on is part of the Business plan.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Claim a domain' })).not.toBeInTheDocument();
  });

  it('saves a new OIDC provider only with a client secret, and never shows the secret again', async () => {
    const call = renderCard([]);
    const form = await screen.findByRole('form', { name: 'Identity provider settings' });
    expect(within(form).getByLabelText(/^Redirect URI/)).toHaveValue(
      'https://assay-test.firebaseapp.com/__/auth/handler',
    );
    // The join role's hint, then what that role may do, as two sentences.
    expect(
      within(form).getByText(/joins with this role\. Sees tenants, assessments and roadmaps\.$/u),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Issuer/), 'https://login.okta.example');
    await user.type(within(form).getByLabelText(/^Client ID/), '0oa1b2c3');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(call.inputsOf('sso-saveProvider')).toEqual([]);
    await user.type(within(form).getByLabelText(/^Client secret/), 's3cr3t-value');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(call.inputsOf('sso-saveProvider')).toEqual([
      {
        issuer: 'https://login.okta.example',
        clientId: '0oa1b2c3',
        defaultRole: 'viewer',
        clientSecret: 's3cr3t-value',
      },
    ]);
    const saved = await screen.findByRole('form', { name: 'Identity provider settings' });
    expect(await within(saved).findByText('oidc.org-1')).toBeInTheDocument();
    expect(within(saved).getByLabelText(/^Client secret/)).toHaveValue('');
    expect(screen.queryByDisplayValue('s3cr3t-value')).not.toBeInTheDocument();
  });

  it('keeps the saved secret when an update leaves the field empty', async () => {
    const call = renderCard([], true, true, okta);
    const form = await screen.findByRole('form', { name: 'Identity provider settings' });
    expect(within(form).getByLabelText(/^Issuer/)).toHaveValue('https://login.okta.example');
    expect(
      within(form).getByText('A secret is saved. Enter a new one only to replace it.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Client ID/));
    await user.type(within(form).getByLabelText(/^Client ID/), '0oa-new');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(call.inputsOf('sso-saveProvider')).toEqual([
      { issuer: 'https://login.okta.example', clientId: '0oa-new', defaultRole: 'editor' },
    ]);
  });
});
