import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { SupportGrant } from '@assay/domain/support';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SupportDrillDown } from './support-drill-down.tsx';

const active: SupportGrant = {
  id: 'sg-42',
  tid: 'org-1',
  adminUid: 'u1',
  adminEmail: 'ops@assay.test',
  reason: 'Customer reported a wrong score',
  hours: 4,
  breakGlass: false,
  status: 'active',
  requestedAt: '2026-11-23T10:00:00.000Z',
  decidedAt: '2026-11-23T10:05:00.000Z',
  decidedBy: 'owner-1',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  revokedAt: null,
  revokedBy: null,
};

function Screen() {
  const { tid = '', ttid = '', focus } = useParams();
  return <SupportDrillDown tid={tid} ttid={ttid} focus={focus} />;
}

function renderDrillDown(grant: SupportGrant | null, handlers: Parameters<typeof createFakeCall>[0] = {}) {
  const call = createFakeCall({ 'support-status': () => ({ grant }), ...handlers });
  renderWithClient(
    <Routes>
      <Route path="/service/tenants/:tid/:ttid/:focus?" element={<Screen />} />
    </Routes>,
    { call, route: '/*', path: '/service/tenants/org-1/t-1', claims: { adminUI: true } },
  );
  return call;
}

describe('the support drill-down', () => {
  it.each([null, { ...active, status: 'pending' as const }, { ...active, status: 'expired' as const }])('asks for nothing of the organisation without an active grant (%j)', async (grant) => {
    const call = renderDrillDown(grant);
    expect(await screen.findByText('No active support access')).toBeInTheDocument();
    expect(call.inputsOf('support-assessments')).toHaveLength(0);
  });

  it('reads the tenant under the grant, with a banner naming it and its end', async () => {
    renderDrillDown(active, { 'support-assessments': () => ({ items: [], total: 0 }) });
    expect(await screen.findByText(/Read-only support access under grant sg-42/)).toBeInTheDocument();
    expect(await screen.findByText('No assessments')).toBeInTheDocument();
  });

  it('closes when the server refuses for want of a grant (it ended meanwhile)', async () => {
    renderDrillDown(active, { 'support-assessments': () => Promise.reject(new AppError('permission-denied', 'You have no active support access to this organisation.')) });
    expect(await screen.findByText('Support access has ended')).toBeInTheDocument();
  });
});
