import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { PlatformAuditItem } from '@assay/domain/platform';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditView } from './audit-view.tsx';

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('@assay/views/download', () => ({
  downloadText: (name: string, _type: string, text: string) => downloads.push({ name, text }),
}));

const item = (
  id: string,
  change: Partial<PlatformAuditItem> = {},
  entry: Partial<PlatformAuditItem['entry']> = {},
): PlatformAuditItem => ({
  entry: {
    id,
    at: '2026-11-20T10:00:00.000Z',
    actorUid: 'owner-1',
    action: 'tenants-create',
    target: 'tenant/t1',
    orgId: 'o1',
    summary: 'Created a tenant',
    subjectName: 'Contoso',
    ...entry,
  },
  log: 'organisation',
  organisation: { tid: 'o1', name: 'Northwind' },
  actorEmail: 'owner@northwind.test',
  ...change,
});

const platformItem = item(
  'p1',
  { log: 'platform', organisation: null, actorEmail: 'admin@assay.test' },
  {
    actorUid: 'admin-1',
    action: 'service-revokeUserSessions',
    target: 'user/u9',
    summary: 'Signed the user out everywhere',
    subjectName: undefined,
  },
);

function renderAudit(path: string, handlers: Parameters<typeof createFakeCall>[0]) {
  const call = createFakeCall(handlers);
  const result = renderWithClient(<AuditView />, {
    call,
    route: '/service/audit',
    path,
    claims: { adminUI: true },
    wrapper: ToastProvider,
  });
  return { ...result, call };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1);

describe('the audit tab', () => {
  it('lists platform and organisation entries with their log, actor and action in words, and loads more on demand', async () => {
    const { call } = renderAudit('/service/audit', {
      'service-listAudit': ({ cursor }) =>
        cursor === 'c1'
          ? {
              items: [item('a2', { actorEmail: null }, { actorUid: 'stripe', action: 'invoice.paid' })],
              nextCursor: null,
            }
          : { items: [platformItem, item('a1')], nextCursor: 'c1' },
    });
    await screen.findByText('Signed the user out everywhere');
    const [platform, org] = rows();
    expect(platform).toHaveTextContent('Platform');
    expect(platform).toHaveTextContent('admin@assay.test');
    expect(platform).toHaveTextContent('User signed out everywhere');
    expect(within(org as HTMLElement).getByRole('link', { name: 'Northwind' })).toHaveAttribute(
      'href',
      '/service/tenants/o1',
    );
    expect(org).toHaveTextContent('Tenant created');
    expect(org).toHaveTextContent('Created a tenant · Contoso');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Invoice paid')).toBeInTheDocument();
    expect(rows()[2]).toHaveTextContent('Stripe (billing)');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(call.inputsOf('service-listAudit')).toEqual([{ pageSize: 50 }, { pageSize: 50, cursor: 'c1' }]);
  });

  it('reads its filters from the address and keeps changes there', async () => {
    const { call, router } = renderAudit(
      '/service/audit?org=o1&action=tenants-create&from=2026-11-01&to=2026-11-02',
      { 'service-listAudit': () => ({ items: [item('a1')], nextCursor: null }) },
    );
    await screen.findByText('Created a tenant');
    expect(call.inputsOf('service-listAudit')[0]).toEqual({
      tid: 'o1',
      action: 'tenants-create',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
      pageSize: 50,
    });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Tenant created');
    await userEvent.type(screen.getByRole('textbox', { name: 'Actor' }), 'owner@northwind.test');
    await vi.waitFor(() => expect(router.state.location.search).toContain('actor=owner%40northwind.test'));
    await vi.waitFor(() =>
      expect(call.inputsOf('service-listAudit').at(-1)).toMatchObject({
        tid: 'o1',
        actor: 'owner@northwind.test',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server’s word on a filter under its field, and an empty table', async () => {
    renderAudit('/service/audit?actor=ghost@example.test', {
      'service-listAudit': () =>
        Promise.reject(
          new AppError('not-found', 'No user has this email address.', {
            fields: [
              { path: 'actor', rule: 'no-user-with-email', message: 'No user has this email address' },
            ],
          }),
        ),
    });
    expect(await screen.findByText('No user has this email address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No entries match' })).toBeInTheDocument();
  });

  it('says when nothing is recorded, and offers a retry when the log cannot be read', async () => {
    let fail = true;
    renderAudit('/service/audit', {
      'service-listAudit': () =>
        fail ? Promise.reject(new AppError('unavailable', 'Try again.')) : { items: [], nextCursor: null },
    });
    expect(
      await screen.findByRole('heading', { name: 'The audit log could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeInTheDocument();
  });

  it('exports the filtered entries as CSV', async () => {
    downloads.length = 0;
    const { call } = renderAudit('/service/audit?org=o1', {
      'service-listAudit': () => ({ items: [item('a1')], nextCursor: null }),
    });
    await screen.findByText('Created a tenant');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text).toContain('Northwind');
    expect(call.inputsOf('service-listAudit').at(-1)).toEqual({ tid: 'o1', pageSize: 100 });
  });
});
