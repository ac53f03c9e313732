import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { Tenant } from '@assay/domain/tenants';
import { ToastProvider } from '@assay/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateTenantDialog } from './create-tenant-dialog.tsx';
import { EditTenantDialog } from './edit-tenant-dialog.tsx';

const at = '2026-01-02T00:00:00.000Z';
const tenant: Tenant = {
  id: 't1',
  parentId: 'org1',
  name: 'Contoso',
  description: '',
  tags: [],
  kind: 'client',
  clientLanguage: 'fr',
  status: 'active',
  ownerUid: 'u1',
  createdAt: at,
  updatedAt: at,
};
const withToasts = {
  wrapper: ({ children }: { children: React.ReactNode }) => <ToastProvider>{children}</ToastProvider>,
};

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the tenant form: client language', () => {
  it('creates a tenant with the client language picked', async () => {
    const call = createFakeCall({ 'tenants-create': (input) => ({ ...tenant, ...input, id: 't2' }) });
    renderWithClient(<CreateTenantDialog />, { call, ...withToasts });
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tenant' });
    expect(within(dialog).getByRole('combobox', { name: 'Client language' })).toHaveTextContent(
      "Organisation's default",
    );
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Globex');
    await pick(dialog, 'Client language', 'Deutsch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    await expect.poll(() => call.inputsOf('tenants-create')[0]?.clientLanguage).toBe('de');
  });

  it("shows the tenant's client language and removes it (null) when the organisation's default is picked", async () => {
    const call = createFakeCall({ 'tenants-update': () => ({ ...tenant, clientLanguage: undefined }) });
    renderWithClient(<EditTenantDialog tenant={tenant} />, { call, ...withToasts });
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    expect(within(dialog).getByRole('combobox', { name: 'Client language' })).toHaveTextContent('Français');
    await pick(dialog, 'Client language', "Organisation's default");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect
      .poll(() => call.inputsOf('tenants-update')[0])
      .toMatchObject({ tenantId: 't1', clientLanguage: null });
  });
});
