import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenant, UiProviders } from '../../test/fixtures.tsx';
import { Component as TenantPage } from './tenant.tsx';

const route = '/tenant/:tenantId/:tab?/:focus?';

function renderTenant(
  path: string,
  role = 'editor',
  answer: () => ReturnType<typeof tenant> = () => tenant(),
) {
  const call = createFakeCall({ 'tenants-get': answer });
  return {
    call,
    ...renderWithClient(<TenantPage />, {
      call,
      claims: { tid: 'org-1', role },
      route,
      path,
      wrapper: UiProviders,
    }),
  };
}

describe('the tenant page', () => {
  it('loads the tenant of the URL and shows it with its tabs, the URL tab selected', async () => {
    const { call } = renderTenant('/tenant/t1/roadmap');
    expect(
      await screen.findByRole('heading', { name: 'Northwind Consulting', level: 1 }),
    ).toBeInTheDocument();
    expect(call.inputsOf('tenants-get')).toEqual([{ tenantId: 't1' }]);
    const tabs = screen.getByRole('navigation', { name: 'Tenant sections' });
    expect(tabs).toHaveTextContent(/Overview.*Assessments.*Roadmap.*Sharing.*Settings/);
    expect(screen.getByRole('region', { name: 'Roadmap' })).toBeInTheDocument();
  });

  it('opens the first tab (overview) without a tab in the URL', async () => {
    renderTenant('/tenant/t1');
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('answers a tab the page does not have with not-found', async () => {
    renderTenant('/tenant/t1/nope');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('answers a tenant the server does not find with not-found', async () => {
    renderTenant('/tenant/gone', 'editor', () => {
      throw new AppError('not-found', 'No such tenant');
    });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('lets an editor edit details', async () => {
    renderTenant('/tenant/t1', 'editor');
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  });

  it('gives a viewer no edit action', async () => {
    renderTenant('/tenant/t1', 'viewer');
    await screen.findByRole('heading', { name: 'Northwind Consulting', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });
});
