import { AppError } from '@assay/client';
import { createFakeCall, renderWithClient, type FakeHandlers } from '@assay/client/testing';
import { globalBaselines, type BaselineSummary, type BaselineVersion } from '@assay/domain/baselines';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, RETRY_MS } from '../../features/content-admin/hooks/use-autosave.ts';
import { UiProviders } from '../../test/fixtures.tsx';
import { Component as ContentAdminPage } from './content-admin.tsx';

const [hygiene] = globalBaselines as [BaselineVersion];

/**
 * A user on fake timers that also follow real time (so queries and renders run as usual); the
 * test moves them on by the editor's own delays instead of waiting for them.
 */
function userOnFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The autosave's quiet time after the last edit passes. */
const autosaveDelayPasses = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
afterEach(() => {
  vi.useRealTimers();
});

/** A private draft of the organisation: two domains, three controls. */
function privateVersion(overrides: Partial<BaselineVersion['baseline']> = {}): BaselineVersion {
  return {
    baseline: {
      id: 'draft-1',
      lineageId: 'lineage-1',
      owner: { kind: 'org', tid: 'org-1' },
      name: 'Supplier rules',
      description: '',
      status: 'draft',
      version: 1,
      revision: 4,
      ...overrides,
    },
    domains: [
      { id: 'd-iam', name: 'Identity', order: 0 },
      { id: 'd-net', name: 'Network', order: 1 },
    ],
    controls: [
      {
        id: 'c1',
        ref: 'IAM-01',
        title: 'MFA everywhere',
        description: '',
        guidance: '',
        domainId: 'd-iam',
        weight: 5,
        effort: 'S',
        references: ['CIS-v8 6.3'],
        tags: [],
      },
      {
        id: 'c2',
        ref: 'IAM-02',
        title: 'Admin accounts apart',
        description: '',
        guidance: '',
        domainId: 'd-iam',
        weight: 4,
        effort: 'S',
        references: [],
        tags: [],
      },
      {
        id: 'c3',
        ref: 'NET-01',
        title: 'Firewall on',
        description: '',
        guidance: '',
        domainId: 'd-net',
        weight: 3,
        effort: 'M',
        references: [],
        tags: [],
      },
    ],
  };
}

const summaryOf = (version: BaselineVersion): BaselineSummary => ({
  baseline: version.baseline,
  domainCount: version.domains.length,
  controlCount: version.controls.length,
});

function renderAdmin(
  path: string,
  options: {
    role?: string;
    usage?: { count: number; max: number | null };
    handlers?: FakeHandlers;
    versions?: BaselineVersion[];
  } = {},
) {
  const versions = options.versions ?? [hygiene, privateVersion()];
  const call = createFakeCall({
    'baselines-list': () => ({
      items: versions.map(summaryOf),
      privateBaselines: options.usage ?? { count: 1, max: 10 },
    }),
    'baselines-get': ({ baselineId }) => {
      const found = versions.find((version) => version.baseline.id === baselineId);
      if (!found) throw new AppError('not-found', 'No such baseline.');
      return found;
    },
    ...options.handlers,
  });
  const result = renderWithClient(<ContentAdminPage />, {
    call,
    claims: { tid: 'org-1', role: options.role ?? 'admin' },
    route: '/contentAdmin/:tab?/:focus?',
    path,
    wrapper: UiProviders,
  });
  return { call, ...result };
}

describe('content admin: the list', () => {
  it('lists global and private baselines and shows the plan usage to an admin', async () => {
    renderAdmin('/contentAdmin');
    expect(await screen.findByRole('link', { name: hygiene.baseline.name })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Baselines' });
    expect(within(table).getByRole('link', { name: 'Supplier rules' })).toBeInTheDocument();
    expect(screen.getByText(/1 of 10 private baselines on your plan/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New baseline' })).toBeEnabled();
    expect(within(table).getByRole('link', { name: 'Edit draft of Supplier rules' })).toHaveAttribute(
      'href',
      '/contentAdmin/baselines/draft-1',
    );
  });

  it('disables New baseline and Duplicate on a plan without private baselines, and says why', async () => {
    renderAdmin('/contentAdmin', { usage: { count: 0, max: 0 }, versions: [hygiene] });
    expect(await screen.findByText(/does not include private baselines/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New baseline' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: `Duplicate ${hygiene.baseline.name}` })).toBeDisabled();
  });

  it('gives an editor no way to create, edit or delete', async () => {
    renderAdmin('/contentAdmin', { role: 'editor' });
    await screen.findByRole('link', { name: 'Supplier rules' });
    expect(screen.queryByRole('button', { name: 'New baseline' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit draft/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete draft/ })).toBeNull();
    expect(screen.getByText(/owners and admins of your organisation edit them/)).toBeInTheDocument();
  });

  it('shows an editor a draft read-only, without fields', async () => {
    renderAdmin('/contentAdmin/baselines/draft-1', { role: 'editor' });
    expect(
      await screen.findByText(/Only owners and admins of your organisation edit private baselines/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('deletes a draft only after confirmation', async () => {
    const user = userEvent.setup();
    const { call } = renderAdmin('/contentAdmin', {
      handlers: { 'baselines-delete': ({ baselineId }) => ({ baselineId }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete draft of Supplier rules' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(call.inputsOf('baselines-delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(call.inputsOf('baselines-delete')).toEqual([{ baselineId: 'draft-1' }]));
  });
});

describe('content admin: the editor', () => {
  const saved = (revision: number) => () => ({ ...summaryOf(privateVersion({ revision })) });

  it('autosaves an edit with the revision it started from and says so', async () => {
    const user = userOnFakeTimers();
    const { call } = renderAdmin('/contentAdmin/baselines/draft-1', {
      handlers: { 'baselines-save': saved(5) },
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Supplier baseline');
    await autosaveDelayPasses();
    await waitFor(() => expect(call.inputsOf('baselines-save')).toHaveLength(1));
    expect(call.inputsOf('baselines-save')[0]).toMatchObject({
      baselineId: 'draft-1',
      expectedRevision: 4,
      name: 'Supplier baseline',
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('publishes from the draft editor, once saved, over the revision of its last save', async () => {
    const user = userOnFakeTimers();
    const { call } = renderAdmin('/contentAdmin/baselines/draft-1', {
      handlers: { 'baselines-save': saved(5), 'baselines-publish': () => summaryOf(privateVersion()) },
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' v2');
    // Not while an edit waits to be saved.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await autosaveDelayPasses();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/never change again/);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(call.inputsOf('baselines-publish')).toEqual([{ baselineId: 'draft-1', expectedRevision: 5 }]),
    );
  });

  it('shows the schema’s message on a bad ref and does not save', async () => {
    const user = userOnFakeTimers();
    const { call } = renderAdmin('/contentAdmin/baselines/draft-1', {
      handlers: { 'baselines-save': saved(5) },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit IAM-01' }));
    const ref = screen.getByRole('textbox', { name: 'Ref' });
    await user.clear(ref);
    await user.type(ref, 'iam 1');
    expect(
      await screen.findByText('Use upper-case letters and digits in dash-separated parts, like IAM-03'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not saved: fix 1 problem to save')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(call.inputsOf('baselines-save')).toEqual([]);
  });

  it('flags a ref used twice on the control', async () => {
    const user = userEvent.setup();
    renderAdmin('/contentAdmin/baselines/draft-1', { handlers: { 'baselines-save': saved(5) } });
    await user.click(await screen.findByRole('button', { name: 'Edit IAM-02' }));
    const ref = screen.getByRole('textbox', { name: 'Ref' });
    await user.clear(ref);
    await user.type(ref, 'IAM-01');
    expect(await screen.findByText('Ref "IAM-01" is used twice')).toBeInTheDocument();
  });

  it('keeps what was typed through a network failure and saves it when the retry succeeds', async () => {
    const user = userOnFakeTimers();
    let fail = true;
    const { call } = renderAdmin('/contentAdmin/baselines/draft-1', {
      handlers: {
        'baselines-save': () => {
          if (fail) throw new AppError('unavailable', 'The service is unreachable.');
          return saved(5)();
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' v2');
    await autosaveDelayPasses();
    expect(await screen.findByText(/Offline: your changes are kept/)).toBeInTheDocument();
    expect(name).toHaveValue('Supplier rules v2');
    fail = false;
    // The browser still says it is online: the save is tried again after the retry delay.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(call.inputsOf('baselines-save').at(-1)).toMatchObject({
      name: 'Supplier rules v2',
      expectedRevision: 4,
    });
  });

  it('on a conflict keeps my text and saves it over theirs when I choose to', async () => {
    const user = userOnFakeTimers();
    let conflict = true;
    const { call } = renderAdmin('/contentAdmin/baselines/draft-1', {
      handlers: {
        'baselines-save': () => {
          if (conflict) throw new AppError('aborted', 'Someone else saved this draft.', { revision: 9 });
          return saved(10)();
        },
      },
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' (mine)');
    await autosaveDelayPasses();
    const banner = await screen.findByText('Someone else saved this draft while you were editing');
    expect(name).toHaveValue('Supplier rules (mine)');
    conflict = false;
    fireEvent.click(
      within(banner.closest('[role]') ?? document.body).getByRole('button', { name: 'Keep mine' }),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(call.inputsOf('baselines-save').at(-1)).toMatchObject({
      expectedRevision: 9,
      name: 'Supplier rules (mine)',
    });
  });

  it('compares the saved draft, not the one the editor opened, when Versions follows an edit', async () => {
    const user = userOnFakeTimers();
    const v1 = privateVersion({ id: 'v1', status: 'published', publishedAt: '2026-01-02T00:00:00.000Z' });
    let v2 = privateVersion({ id: 'v2', version: 2 });
    const versions = () => [v1, v2];
    const call = createFakeCall({
      'baselines-list': () => ({ items: versions().map(summaryOf), privateBaselines: { count: 1, max: 10 } }),
      'baselines-get': ({ baselineId }) => versions().find((version) => version.baseline.id === baselineId)!,
      'baselines-save': ({ expectedRevision: _revision, name, description, ...content }) => {
        v2 = {
          ...content,
          baseline: { ...v2.baseline, name, description, revision: v2.baseline.revision + 1 },
        };
        return summaryOf(v2);
      },
    });
    renderWithClient(<ContentAdminPage />, {
      call,
      claims: { tid: 'org-1', role: 'admin' },
      route: '/contentAdmin/:tab?/:focus?',
      path: '/contentAdmin/baselines/v2',
      wrapper: UiProviders,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit IAM-01' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'MFA for every account');
    await autosaveDelayPasses();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Versions' }));
    expect(await screen.findByText('0 added · 0 removed · 1 changed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Changed controls' })).getByText('MFA for every account', {
        selector: 'ins',
      }),
    ).toBeInTheDocument();
  });

  it('shows a published version read-only, saying a new version is needed', async () => {
    renderAdmin('/contentAdmin/baselines/draft-1', {
      versions: [privateVersion({ status: 'published', publishedAt: '2026-01-02T00:00:00.000Z' })],
    });
    expect(await screen.findByText(/Version 1 is published and can no longer change/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});

describe('content admin: the global library, for system admins', () => {
  const globalDraft: BaselineVersion = {
    ...privateVersion({
      id: 'lib-v2',
      lineageId: 'lib',
      owner: { kind: 'global' },
      name: 'Cloud basics',
      version: 2,
    }),
  };
  const globalPublished: BaselineVersion = {
    ...privateVersion({
      id: 'lib-v1',
      lineageId: 'lib',
      owner: { kind: 'global' },
      name: 'Cloud basics',
      status: 'published',
      publishedAt: '2026-01-02T00:00:00.000Z',
    }),
  };

  function renderLibrary(path: string) {
    const versions = [globalPublished, globalDraft];
    const call = createFakeCall({
      'library-list': () => ({ items: versions.map(summaryOf) }),
      'library-get': ({ baselineId }) => versions.find((version) => version.baseline.id === baselineId)!,
      'library-save': () => summaryOf(globalDraft),
    });
    // A system admin of the service, member of no organisation.
    renderWithClient(<ContentAdminPage />, {
      call,
      claims: { adminUI: true },
      route: '/contentAdmin/:tab?/:focus?',
      path,
      wrapper: UiProviders,
    });
    return call;
  }

  it('lists the global library with its drafts and offers to edit them', async () => {
    const call = renderLibrary('/contentAdmin');
    const table = await screen.findByRole('table', { name: 'Baselines' });
    expect(await within(table).findByRole('link', { name: 'Edit draft of Cloud basics' })).toHaveAttribute(
      'href',
      '/contentAdmin/baselines/lib-v2',
    );
    expect(screen.getByRole('button', { name: 'New baseline' })).toBeEnabled();
    expect(call.inputsOf('baselines-list')).toEqual([]);
  });

  it('autosaves a global draft through the library, not the organisation', async () => {
    const user = userOnFakeTimers();
    const call = renderLibrary('/contentAdmin/baselines/lib-v2');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' (2026)');
    await autosaveDelayPasses();
    await waitFor(() => expect(call.inputsOf('library-save')).toHaveLength(1));
    expect(call.inputsOf('library-save')[0]).toMatchObject({
      baselineId: 'lib-v2',
      expectedRevision: 4,
      name: 'Cloud basics (2026)',
    });
    expect(call.inputsOf('baselines-save')).toEqual([]);
  });

  it('shows a published global version read-only, asking for a new version rather than a copy', async () => {
    renderLibrary('/contentAdmin/baselines/lib-v1');
    expect(await screen.findByText(/Version 1 is published and can no longer change/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});

describe('content admin: import', () => {
  const csv = (name = 'suppliers.csv', size?: number) => {
    const file = new File(['ref,title,domain,weight,effort\nSUP-01,Supplier list,Suppliers,3,M\n'], name, {
      type: 'text/csv',
    });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const report = (
    issues: { section: 'controls'; row: number; field: string; rule: string }[],
    created: BaselineSummary | null = null,
  ) => ({ issues, moreIssues: 0, domainCount: 1, controlCount: 1, created });

  it('refuses a file over the size cap before sending it', async () => {
    const user = userEvent.setup();
    const { call } = renderAdmin('/contentAdmin/import');
    await user.upload(await screen.findByLabelText('File'), csv('huge.csv', 50_000_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'huge.csv is 50.0 MB; files up to 5.0 MB can be imported',
    );
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(call.inputsOf('baselines-import')).toEqual([]);
  });

  it('shows the dry run’s problems by row, field and rule, and offers no import', async () => {
    const user = userEvent.setup();
    const { call } = renderAdmin('/contentAdmin/import', {
      handlers: {
        'baselines-import': () =>
          report([{ section: 'controls', row: 3, field: 'weight', rule: 'At most 5' }]),
      },
    });
    await user.upload(await screen.findByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Row 3\s*weight\s*At most 5/);
    expect(screen.getByText(/Nothing was imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import as draft' })).toBeDisabled();
    expect(call.inputsOf('baselines-import')).toEqual([
      expect.objectContaining({ format: 'csv', dryRun: true, name: 'suppliers' }),
    ]);
  });

  it('imports a clean file as a draft and opens it', async () => {
    const user = userEvent.setup();
    const created = summaryOf(privateVersion({ id: 'imported-1', name: 'suppliers' }));
    const { call, router } = renderAdmin('/contentAdmin/import', {
      handlers: { 'baselines-import': ({ dryRun }) => report([], dryRun ? null : created) },
    });
    await user.upload(await screen.findByLabelText('File'), csv());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file is ready to import')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contentAdmin/baselines/imported-1'));
    expect(call.inputsOf('baselines-import').map((input) => input.dryRun)).toEqual([true, false]);
  });
});

describe('content admin: versions', () => {
  const v1 = privateVersion({
    id: 'v1',
    status: 'published',
    version: 1,
    publishedAt: '2026-01-02T00:00:00.000Z',
  });
  const v2: BaselineVersion = {
    ...privateVersion({ id: 'v2', version: 2, revision: 7 }),
    controls: [
      { ...v1.controls[0]!, title: 'MFA for every account' },
      v1.controls[2]!,
      {
        id: 'c4',
        ref: 'NET-02',
        title: 'Guest Wi-Fi apart',
        description: '',
        guidance: '',
        domainId: 'd-net',
        weight: 2,
        effort: 'S',
        references: [],
        tags: [],
      },
    ],
  };

  it('diffs two versions: added, removed and changed field by field', async () => {
    renderAdmin('/contentAdmin/versions/v2', { versions: [v1, v2] });
    expect(await screen.findByText('1 added · 1 removed · 1 changed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Added controls' })).getByText('Guest Wi-Fi apart'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Removed controls' })).getByText('Admin accounts apart'),
    ).toBeInTheDocument();
    const changed = screen.getByRole('region', { name: 'Changed controls' });
    expect(within(changed).getByText('MFA everywhere', { selector: 'del' })).toBeInTheDocument();
    expect(within(changed).getByText('MFA for every account', { selector: 'ins' })).toBeInTheDocument();
  });

  it('publishes a draft after confirmation, naming the revision it saw', async () => {
    const user = userEvent.setup();
    const { call } = renderAdmin('/contentAdmin/versions/v2', {
      versions: [v1, v2],
      handlers: { 'baselines-publish': () => summaryOf(v2) },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/never change again/);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(call.inputsOf('baselines-publish')).toEqual([{ baselineId: 'v2', expectedRevision: 7 }]),
    );
  });
});
