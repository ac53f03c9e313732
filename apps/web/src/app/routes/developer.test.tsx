import { createFakeCall, renderWithClient } from '@assay/client/testing';
import type { ApiKey } from '@assay/domain/apikeys';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overview, UiProviders } from '../../test/fixtures.tsx';
import { Component as DeveloperPage } from './developer.tsx';

const created = '2026-01-01T00:00:00.000Z';
const key: ApiKey = {
  id: 'abc123def456',
  name: 'Power BI sync',
  scope: 'read',
  prefix: 'assay_test_abc123def456',
  status: 'active',
  createdAt: created,
  createdBy: 'u1',
  createdByName: 'Olive',
  lastUsedAt: created,
  lastUsedFrom: '203.0.113.0/24',
};
const secret = `assay_test_zzz999yyy888_${'A1b2'.repeat(10)}`;
const tenant = (id: string, name: string) => ({
  id,
  parentId: 'org-1',
  name,
  description: '',
  tags: [],
  kind: 'client' as const,
  status: 'active' as const,
  ownerUid: 'u1',
  createdAt: created,
  updatedAt: created,
});

function renderDeveloper(
  role: string,
  apiKeysUsed = 1,
  plan: { apiKeys: boolean } = { apiKeys: true },
  extraClaims: Record<string, unknown> = {},
  path = '/developer',
) {
  const base = overview({ tenants: 1 });
  const call = createFakeCall({
    'org-get': () => ({
      ...base,
      usage: { ...base.usage, apiKeys: apiKeysUsed },
      limits: { ...base.limits, ...plan },
    }),
    'apikeys-list': () => ({ items: [key] }),
    'apikeys-create': (input) => ({
      key: {
        ...key,
        id: 'zzz999yyy888',
        name: input.name,
        scope: input.scope,
        prefix: 'assay_test_zzz999yyy888',
      },
      secret,
    }),
    'apikeys-revoke': () => ({ ...key, status: 'revoked' as const, revokedAt: created }),
    'tenants-list': (input) => {
      const all = [tenant('t1', 'Contoso'), tenant('t2', 'Fabrikam'), tenant('t3', 'Northwind')].filter(
        (t) => !input.search || t.name.toLowerCase().includes(input.search.toLowerCase()),
      );
      return { items: all, nextCursor: null, total: all.length };
    },
  });
  return {
    call,
    ...renderWithClient(<DeveloperPage />, {
      call,
      claims: { tid: 'org-1', role, ...extraClaims },
      route: '/developer/:tab?',
      path,
      wrapper: UiProviders,
    }),
  };
}

const openApi = {
  openapi: '3.1.0',
  info: {
    title: 'Assay API',
    version: '1.0.0',
    description: 'Authenticate with an API key: `Authorization: Bearer assay_…`.',
  },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/tenants/{tenantId}': {
      get: {
        operationId: 'tenants-get',
        summary: 'One tenant of the organisation.',
        'x-assay-min-scope': 'read',
        parameters: [{ name: 'tenantId', in: 'path', required: true }],
      },
    },
    '/tenants': {
      post: {
        operationId: 'tenants-create',
        summary: 'Create a tenant in the organisation.',
        'x-assay-min-scope': 'readWrite',
        parameters: [],
        requestBody: {
          content: {
            'application/json': {
              schema: { properties: { name: {}, kind: {} }, required: ['name', 'kind'] },
            },
          },
        },
      },
    },
  },
};
const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(
    new Response(JSON.stringify(url.endsWith('openapi.json') ? openApi : { id: 't1', name: 'Contoso' }), {
      status: 200,
    }),
  ),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the developer page', () => {
  it('lists the keys with scope, creator and the network of their last use', async () => {
    renderDeveloper('admin');
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Power BI sync')).toBeInTheDocument();
    expect(within(table).getByText('Read')).toBeInTheDocument();
    expect(within(table).getByText(/203\.0\.113\.0\/24/)).toBeInTheDocument();
  });

  it('creates a key and shows its text once; reopening the dialog does not show it again', async () => {
    const { call } = renderDeveloper('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByLabelText(/Name/), 'CI export');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue(secret)).toBeInTheDocument();
    expect(call.inputsOf('apikeys-create')).toEqual([
      { name: 'CI export', scope: 'read', expiresInDays: 90 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it('restricts a new key to the tenants picked, and expires it on the date picked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 15, 30));
    const { call } = renderDeveloper('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByLabelText(/Name/), 'Contoso sync');
    await userEvent.click(screen.getByRole('checkbox', { name: /Only some tenants/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Pick at least one tenant')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a tenant'), 'north');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Northwind' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Expires/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'On a date…' }));
    const day = screen.getByLabelText(/Expiry date/);
    await userEvent.type(day, '2026-05-10');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Pick a date after today')).toBeInTheDocument();
    await userEvent.clear(day);
    await userEvent.type(day, '2026-06-09');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue(secret)).toBeInTheDocument();
    expect(call.inputsOf('apikeys-create')).toEqual([
      { name: 'Contoso sync', scope: 'read', tenantIds: ['t3'], expiresInDays: 30 },
    ]);
    vi.useRealTimers();
  });

  it('asks before revoking a key, then revokes it', async () => {
    const { call } = renderDeveloper('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the key Power BI sync' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(call.inputsOf('apikeys-revoke')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(call.inputsOf('apikeys-revoke')).toEqual([{ keyId: 'abc123def456' }]);
  });

  it('says before anyone tries that the plan has no API keys, and that the last key is the last', async () => {
    renderDeveloper('owner', 0, { apiKeys: false });
    expect(
      await screen.findByText(
        'The Free plan does not include API keys. Upgrade the plan to create API keys.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeDisabled();
    const last = renderDeveloper('owner', 24);
    expect(
      await within(last.container).findByText('This is the last of the 25 API keys the Free plan allows.'),
    ).toBeInTheDocument();
  });

  it('shows an editor no keys, only who manages them', async () => {
    const { call } = renderDeveloper('editor');
    expect(
      await screen.findByText('Only admins and owners of your organisation manage API keys.'),
    ).toBeInTheDocument();
    expect(call.inputsOf('apikeys-list')).toHaveLength(0);
  });
});

describe('the REST reference', () => {
  it('renders each operation of the OpenAPI document with a curl line holding this origin’s base URL', async () => {
    renderDeveloper('viewer', 1, { apiKeys: true }, {}, '/developer/reference');
    const curl = await screen.findByLabelText('curl example of tenants-get');
    expect(curl.textContent).toBe(
      `curl -H "Authorization: Bearer $ASSAY_API_KEY" "${window.location.origin}/api/v1/tenants/<tenantId>"`,
    );
    expect(screen.getByLabelText('curl example of tenants-create').textContent).toContain(
      `-H "Idempotency-Key: <unique-id>" -d '{"name":"<name>","kind":"<kind>"}' "${window.location.origin}/api/v1/tenants"`,
    );
    // The description's `code` is shown as code, not with its backticks.
    const header = screen.getByText('Authorization: Bearer assay_…');
    expect(header.tagName).toBe('CODE');
    expect(screen.queryByText(/`/)).not.toBeInTheDocument();
  });

  it('tries an operation with a pasted key sent only in the request, never stored', async () => {
    renderDeveloper('viewer', 1, { apiKeys: true }, {}, '/developer/reference');
    const card =
      (await screen.findByLabelText('curl example of tenants-get')).closest('section') ?? document.body;
    await userEvent.click(within(card).getByRole('button', { name: 'Try it' }));
    await userEvent.type(screen.getByLabelText(/API key/), secret);
    const path = screen.getByLabelText(/Path and query/);
    await userEvent.clear(path);
    await userEvent.type(path, '/tenants/t1');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByLabelText('Response')).textContent).toContain('Contoso');
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/v1/tenants/t1'));
    expect(sent?.[1]?.headers).toEqual({ Authorization: `Bearer ${secret}` });
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
  });
});

describe('the tabs', () => {
  it('opens on the keys tab and links each tab by its URL', async () => {
    renderDeveloper('admin');
    await screen.findByRole('table', { name: 'API keys' });
    const nav = screen.getByRole('navigation', { name: 'Developer sections' });
    expect(within(nav).getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/developer/keys');
    expect(within(nav).getByRole('link', { name: 'Reference' })).toHaveAttribute(
      'href',
      '/developer/reference',
    );
    expect(within(nav).queryByRole('link', { name: 'Diagnostics' })).toBeNull();
  });

  it('answers an unknown tab with not-found', async () => {
    renderDeveloper('admin', 1, { apiKeys: true }, {}, '/developer/nope');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});

describe('diagnostics', () => {
  it('shows a system developer the build, the project and their claims, and is not found for anyone else', async () => {
    renderDeveloper('owner', 1, { apiKeys: true }, { sysdev: true }, '/developer/diagnostics');
    expect(await screen.findByLabelText('Your claims')).toHaveTextContent('"sysdev": true');
    expect(screen.getByLabelText('Build and project')).toHaveTextContent('Firebase project');
    expect(
      within(screen.getByRole('navigation', { name: 'Developer sections' })).getByRole('link', {
        name: 'Diagnostics',
      }),
    ).toHaveAttribute('href', '/developer/diagnostics');
    const other = renderDeveloper('owner', 1, { apiKeys: true }, {}, '/developer/diagnostics');
    expect(await within(other.container).findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(within(other.container).queryByLabelText('Your claims')).toBeNull();
  });
});
