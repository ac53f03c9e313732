import { AppError } from '@assay/client';
import { setLocale } from '@assay/messages/runtime';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as SharedSignIn } from './shared-sign-in.tsx';

const notALink = { isEmailLink: () => false, storedEmailForLink: () => null };

function open(path: string, handlers: Parameters<typeof createFakeCall>[0]) {
  // The page reads the invitation (and an email link) from the address bar, as the browser opened it.
  window.history.replaceState(null, '', path);
  const call = createFakeCall(handlers);
  renderWithClient(<SharedSignIn />, {
    call,
    claims: null,
    route: '/sharedSignin/:tenantId',
    path: path.split('?')[0],
    authActions: notALink,
  });
  return call;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the shared sign-in page', () => {
  it('names who shared which tenant once the server has checked the link', async () => {
    const call = open('/sharedSignin/nw-contoso?org=northwind&token=u1_secret', {
      'sharing-invitation': () => ({
        organisationName: 'Northwind Consulting',
        tenantName: 'Contoso Pharmaceuticals',
        language: 'en',
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see Contoso Pharmaceuticals' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Northwind Consulting shared the results of Contoso Pharmaceuticals with you/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a link' })).toBeInTheDocument();
    expect(call.inputsOf('sharing-invitation')).toEqual([
      { tenantId: 'nw-contoso', orgId: 'northwind', token: 'u1_secret' },
    ]);
  });

  it("speaks the tenant's client language once the link is checked, unless the visitor chose one", async () => {
    open('/sharedSignin/nw-contoso?org=northwind&token=u1_secret', {
      'sharing-invitation': () => ({
        organisationName: 'Northwind Consulting',
        tenantName: 'Contoso Pharmaceuticals',
        language: 'fr',
      }),
    });
    try {
      expect(
        await screen.findByRole('heading', { name: 'Connectez-vous pour voir Contoso Pharmaceuticals' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'M’envoyer un lien' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('fr');
    } finally {
      await setLocale('en', { reload: false });
      document.documentElement.lang = 'en';
    }
  });

  it('gives a bad link a page of its own, without the form', async () => {
    open('/sharedSignin/nw-contoso?org=northwind&token=u1_wrong', {
      'sharing-invitation': () => {
        throw new AppError('not-found', 'This sign-in link does not work.');
      },
    });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a link' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link without a token', async () => {
    const call = open('/sharedSignin/nw-contoso', {});
    expect(await screen.findByRole('heading', { name: 'Sign in to your shared tenant' })).toBeInTheDocument();
    expect(call.inputsOf('sharing-invitation')).toEqual([]);
  });
});
