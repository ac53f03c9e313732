import type { OrganisationOverview } from '@assay/domain/org';
import type { Tenant } from '@assay/domain/tenants';
import { ToastProvider } from '@assay/ui';
import type { ReactNode } from 'react';

export function tenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 't1',
    parentId: 'org-1',
    name: 'Northwind Consulting',
    description: 'Our own security programme.',
    tags: ['internal'],
    kind: 'self',
    status: 'active',
    ownerUid: 'u1',
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-03T10:00:00.000Z',
    ...overrides,
  };
}

export function overview(
  usage: { tenants: number; members?: number; invitations?: number },
  limit = 3,
): OrganisationOverview {
  return {
    organisation: {
      id: 'org-1',
      name: 'Northwind',
      plan: 'free',
      createdAt: '2025-01-01T00:00:00.000Z',
      ownerUid: 'u1',
    },
    usage: {
      tenants: usage.tenants,
      members: usage.members ?? 1,
      invitations: usage.invitations ?? 0,
      privateBaselines: 0,
      apiKeys: 0,
      sharedUsers: 0,
    },
    limits: { tenants: limit, members: 5, privateBaselines: 0, sharing: false, apiKeys: false },
  };
}

/** The UI kit's providers the screens expect around them. */
export function UiProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
