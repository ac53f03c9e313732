import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Assessment } from '@assay/domain/assessments';
import { emptySummary } from '@assay/domain/scoring';
import type { Tenant } from '@assay/domain/tenants';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLocale, setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedTenantScreen } from './shared-tenant-screen.tsx';

const tenant: Tenant = {
  id: 'nw-contoso',
  parentId: 'northwind',
  name: 'Contoso Pharmaceuticals',
  description: 'ISO 27001 readiness.',
  tags: ['eu'],
  kind: 'client',
  status: 'active',
  ownerUid: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const completed: Assessment = {
  id: 'a-done',
  tenantId: 'nw-contoso',
  name: 'Q1 review',
  status: 'completed',
  baseline: { id: 'b1', lineageId: 'l1', name: 'Essentials', version: 1 },
  ownerUid: 'u1',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  completedAt: '2026-01-05T00:00:00.000Z',
  summary: { ...emptySummary([{ ref: 'IAM-01', domainId: 'iam', weight: 3 }], ['iam']), score: 72.5 },
};

function render(path: string, handlers: Parameters<typeof createFakeCall>[0]) {
  const call = createFakeCall(handlers);
  const rendered = renderWithClient(<SharedTenantScreen />, {
    call,
    claims: { ptid: 'northwind', ttid: 'nw-contoso' },
    route: '/shared/tenant/:tenantId/:tab?/:focus?',
    path,
    wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
  });
  return Object.assign(call, { queryClient: rendered.queryClient });
}

const overview = () => ({ organisation: { name: 'Northwind Consulting' }, tenant, assessments: [completed] });

describe('the shared tenant screen', () => {
  it('names the organisation that shared the tenant and lists its completed assessments', async () => {
    render('/shared/tenant/nw-contoso/assessments', { 'shared-overview': overview });
    expect(await screen.findByText('Shared with you by Northwind Consulting')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Completed assessments' });
    expect(within(table).getByRole('link', { name: 'Q1 review' })).toHaveAttribute(
      'href',
      '/shared/tenant/nw-contoso/assessments/a-done',
    );
    expect(within(table).getByText('72.5')).toBeInTheDocument();
  });

  it('shows the not-found page when the server answers not-found (another tenant)', async () => {
    const call = render('/shared/tenant/nw-fabrikam/overview', {
      'shared-overview': () => {
        throw new AppError('not-found', 'This tenant does not exist or you cannot see it.');
      },
    });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(call.inputsOf('shared-overview')).toEqual([{ tenantId: 'nw-fabrikam' }]);
    expect(screen.queryByText('Contoso Pharmaceuticals')).not.toBeInTheDocument();
  });

  it('asks the server again on every tab, and once access is withdrawn says so, names whom to ask and keeps nothing', async () => {
    let withdrawn = false;
    const call = render('/shared/tenant/nw-contoso/overview', {
      'shared-overview': () => {
        if (withdrawn)
          throw new AppError('unauthenticated', 'Your access has changed. Sign in again to continue.');
        return overview();
      },
    });
    expect(await screen.findByText('Shared with you by Northwind Consulting')).toBeInTheDocument();
    withdrawn = true;
    await userEvent.click(screen.getByRole('link', { name: 'Assessments' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your access to this tenant has ended' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/ask the person at Northwind Consulting who shared it with you/),
    ).toBeInTheDocument();
    expect(call.inputsOf('shared-overview')).toHaveLength(2);
    expect(screen.queryByText('Contoso Pharmaceuticals')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(call.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  describe("the tenant's client language", () => {
    afterEach(() => {
      window.localStorage.clear();
      void setLocale('en', { reload: false });
      document.documentElement.lang = 'en';
    });

    const french = () => ({ ...overview(), tenant: { ...tenant, clientLanguage: 'fr' as const } });

    it('is what the portal speaks when the shared user has not chosen a language', async () => {
      render('/shared/tenant/nw-contoso/assessments', { 'shared-overview': french });
      await screen.findByText('Partagé avec vous par Northwind Consulting');
      expect(getLocale()).toBe('fr');
      expect(document.documentElement.lang).toBe('fr');
    });

    it("gives way to the shared user's own choice", async () => {
      window.localStorage.setItem('assay.locale', 'nl');
      void setLocale('nl', { reload: false });
      render('/shared/tenant/nw-contoso/assessments', { 'shared-overview': french });
      await screen.findByText('Met u gedeeld door Northwind Consulting');
      expect(getLocale()).toBe('nl');
    });
  });
});
