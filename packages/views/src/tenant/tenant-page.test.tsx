import type { Tenant } from '@assay/domain/tenants';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TenantPage } from './tenant-page.tsx';

const tenant: Tenant = {
  id: 't1',
  parentId: 'org-1',
  name: 'Contoso',
  description: '',
  tags: ['eu'],
  group: 'Key accounts',
  kind: 'client',
  status: 'active',
  ownerUid: 'u1',
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
};

function renderPage(props: Partial<Parameters<typeof TenantPage>[0]> = {}) {
  return render(
    <MemoryRouter>
      <TenantPage
        tenant={tenant}
        tabs={[
          { to: '/a', label: 'Overview', active: true },
          { to: '/b', label: 'Roadmap' },
        ]}
        section="Overview"
        {...props}
      >
        <p>tab content</p>
      </TenantPage>
    </MemoryRouter>,
  );
}

describe('TenantPage', () => {
  it('shows a member the name, kind, group and tags, the tabs, and the open tab as a named region', () => {
    renderPage({ actions: <button type="button">Edit details</button> });
    expect(screen.getByRole('heading', { level: 1, name: 'Contoso' })).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
    expect(screen.getByText('Key accounts')).toBeInTheDocument();
    expect(screen.getByText('#eu')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Tenant sections' })).getByRole('link', {
        name: 'Overview',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('region', { name: 'Overview' })).getByText('tab content'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
  });

  it('tells a shared user the tenant is shared with them and keeps the owner’s grouping to itself', () => {
    renderPage({ shared: true });
    expect(screen.getByText('Shared with you')).toBeInTheDocument();
    expect(screen.getByText('Shared with you read-only.')).toBeInTheDocument();
    expect(screen.queryByText('Key accounts')).toBeNull();
    expect(screen.queryByText('Client')).toBeNull();
  });

  it('marks an archived tenant', () => {
    renderPage({ tenant: { ...tenant, status: 'archived' } });
    expect(screen.getByText('Archived')).toBeInTheDocument();
  });
});
