import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, tenant, UiProviders } from '../../test/fixtures.tsx';
import { Component as TenantsPage } from './tenants.tsx';

function renderList(role: string, usage = 1, limit = 3) {
  const call = createFakeCall({
    'org-get': () => overview({ tenants: usage }, limit),
    'tenants-list': () => ({
      items: [tenant(), tenant({ id: 't2', name: 'Globex Supplies', kind: 'supplier', tags: [] })],
      nextCursor: null,
      total: 2,
    }),
  });
  return {
    call,
    ...renderWithClient(<TenantsPage />, {
      call,
      claims: { tid: 'org-1', role },
      route: '/tenant/',
      wrapper: UiProviders,
    }),
  };
}

describe('the tenant list', () => {
  it('lists the first page of active tenants, each linking to its page', async () => {
    const { call } = renderList('viewer');
    const link = await screen.findByRole('link', { name: 'Globex Supplies' });
    expect(link).toHaveAttribute('href', '/tenant/t2');
    expect(screen.getByRole('link', { name: 'Northwind Consulting' })).toHaveAttribute('href', '/tenant/t1');
    expect(call.inputsOf('tenants-list')[0]).toMatchObject({ status: 'active', pageSize: 25 });
  });

  it('shows the plan usage of the organisation against its limit', async () => {
    renderList('viewer', 2, 3);
    expect(await screen.findByText(/2 of 3 active tenants/)).toBeInTheDocument();
  });

  it('offers New tenant to an editor', async () => {
    renderList('editor');
    expect(await screen.findByRole('button', { name: 'New tenant' })).toBeEnabled();
  });

  it('hides New tenant from a viewer', async () => {
    renderList('viewer');
    await screen.findByRole('link', { name: 'Globex Supplies' });
    expect(screen.queryByRole('button', { name: 'New tenant' })).toBeNull();
  });

  it('disables New tenant at the plan limit and says why', async () => {
    renderList('editor', 3, 3);
    const button = await screen.findByRole('button', { name: 'New tenant' });
    await screen.findByText(/allows 3 active tenants/);
    expect(button).toBeDisabled();
  });

  it('lets an admin archive a tenant', async () => {
    renderList('admin');
    const table = await screen.findByRole('table', { name: 'Tenants' });
    expect(
      await within(table).findByRole('button', { name: 'Archive Northwind Consulting' }),
    ).toBeInTheDocument();
  });

  it('gives an editor no archive action', async () => {
    renderList('editor');
    await screen.findByRole('link', { name: 'Globex Supplies' });
    expect(screen.queryByRole('button', { name: /^Archive / })).toBeNull();
  });
});
