import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../app-shell/app-shell';
import { Badge, Tag } from '../badge/badge';
import { Banner } from '../banner/banner';
import { Button, IconButton } from '../button/button';
import { Card } from '../card/card';
import { BarChart } from '../charts/bar-chart';
import { Heatmap } from '../charts/heatmap';
import { TrendChart } from '../charts/trend-chart';
import { Checkbox } from '../checkbox/checkbox';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { Form, SubmitButton } from '../field/form';
import { Kbd } from '../kbd/kbd';
import { PageHeader } from '../page-header/page-header';
import { ProgressBar } from '../progress-bar/progress-bar';
import { RelativeTime } from '../relative-time/relative-time';
import { Select } from '../select/select';
import { Stat, StatGrid } from '../stat/stat';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import { Switch } from '../switch/switch';
import { Table } from '../table/table';
import { Tabs } from '../tabs/tabs';
import { TabsNav } from '../tabs/tabs-nav';
import { TextField } from '../text-field/text-field';
import { Textarea } from '../textarea/textarea';
import { ThemeProvider } from '../theme/theme-provider';
import { ToastProvider, useToast } from '../toast/toast';

// Structural accessibility of the components' markup (axe-core in jsdom). Colour contrast needs
// real rendering: the palettes are checked numerically in theme/contrast.test.ts and the apps
// run axe in a browser.
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function Page() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [scope, setScope] = useState('');
  const [agree, setAgree] = useState(false);
  const [share, setShare] = useState(true);
  const { toast } = useToast();
  return (
    <>
      <PageHeader
        title="Tenants"
        description="Organisations you assess"
        actions={<Button icon="plus">New tenant</Button>}
      >
        <TabsNav
          label="Tenant sections"
          items={[
            { to: '/tenant/1/overview', label: 'Overview' },
            { to: '/tenant/1/roadmap', label: 'Roadmap', count: 4 },
          ]}
        />
      </PageHeader>
      <Banner tone="warning" title="You are offline" onDismiss={() => undefined} />
      <Card id="summary" title="Summary" actions={<IconButton icon="edit" aria-label="Edit summary" />}>
        <Badge tone="success">Complete</Badge>{' '}
        <Tag onRemove={() => undefined} removeLabel="Remove ISO 27001">
          ISO 27001
        </Tag>{' '}
        <Kbd>F8</Kbd>
        <ProgressBar label="Answered" value={12} max={40} />
      </Card>
      <StatGrid label="Plan usage">
        <Stat
          label="Active tenants"
          icon="building"
          value={2}
          total={3}
          hint="1 left"
          footer={<ProgressBar label="Tenants used" hideLabel value={2} max={3} />}
        />
      </StatGrid>
      <Form
        onSubmit={() => {
          toast({ title: 'Saved', action: { label: 'Undo', onClick: () => undefined } });
        }}
      >
        <TextField
          label="Name"
          value={name}
          onValueChange={setName}
          required
          hint="Shown to members"
          counter
          maxLength={40}
        />
        <TextField label="Search" hideLabel icon="search" value="" placeholder="Search tenants" />
        <Textarea label="Notes" value={notes} onValueChange={setNotes} />
        <Select
          label="Scope"
          value={scope}
          onValueChange={setScope}
          options={[{ value: 'read', label: 'Read' }]}
        />
        <Checkbox label="I agree" checked={agree} onCheckedChange={setAgree} />
        <Switch label="Share roadmap" checked={share} onCheckedChange={setShare} />
        <SubmitButton>Save</SubmitButton>
      </Form>
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Views">
          <Tabs.Trigger value="a">Board</Tabs.Trigger>
          <Tabs.Trigger value="b">Table</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">
          <Table
            caption="Roadmap items"
            columns={[
              {
                id: 'title',
                header: 'Title',
                cell: (r: { id: string; title: string }) => r.title,
                sortable: true,
              },
              {
                id: 'due',
                header: 'Due',
                nowrap: true,
                cell: () => (
                  <RelativeTime value="2026-11-20T09:30:00Z" now={new Date('2026-11-23T12:00:00Z')} />
                ),
              },
              {
                id: 'actions',
                header: 'Actions',
                rowActions: true,
                cell: (r) => <IconButton icon="trash" aria-label={`Delete ${r.title}`} />,
              },
            ]}
            rows={[{ id: '1', title: 'Enable MFA' }]}
            getRowId={(r) => r.id}
            sort={{ id: 'title', direction: 'asc' }}
            onSortChange={() => undefined}
            onRowClick={() => undefined}
            selectedRowId="1"
          />
        </Tabs.Content>
        <Tabs.Content value="b">Second</Tabs.Content>
      </Tabs.Root>
      <BarChart
        label="Score by domain"
        tone="score"
        data={[
          { label: 'Identity', value: 80 },
          { label: 'Backup', value: 35 },
        ]}
      />
      <TrendChart
        label="Overall score"
        points={[
          { label: 'Jan', value: 40 },
          { label: 'Mar', value: 62 },
        ]}
      />
      <Heatmap
        label="Tenants by domain"
        columns={[{ id: 'id', label: 'Identity' }]}
        rows={[{ id: 't1', label: 'Contoso', values: { id: 90 } }]}
      />
      <EmptyState icon="building" title="No tenants yet" titleAs="h3" action={<Button>Add tenant</Button>} />
      <ErrorState title="Could not load" titleAs="h3" onRetry={() => undefined} />
      <LoadingState />
      <ConfirmDialog
        trigger={<Button variant="danger">Archive</Button>}
        title="Archive tenant?"
        description="You can restore it later."
        tone="danger"
        onConfirm={() => undefined}
      />
    </>
  );
}

function renderApp() {
  return render(
    <ThemeProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={['/tenant/1/overview']}>
          <AppShell
            nav={[
              { to: '/', label: 'Welcome', icon: 'home', end: true },
              { to: '/tenant/', label: 'Tenants', icon: 'building' },
            ]}
            userMenu={<Button variant="ghost">Account</Button>}
          >
            <Page />
          </AppShell>
        </MemoryRouter>
      </ToastProvider>
    </ThemeProvider>,
  );
}

// Axe over a whole page takes seconds, tens of them when both cores are busy with other workspaces'
// tests: a roomier time-out, not a retry.
describe('accessibility (axe-core)', { timeout: 90_000 }, () => {
  it('a page built from the kit has no violations', async () => {
    renderApp();
    expect(await violations()).toEqual([]);
  });

  it('has no violations with validation messages shown', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a confirm dialog and a toast open', async () => {
    renderApp();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Contoso');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The toast viewport loads lazily with the first toast.
    expect(await screen.findByText('Saved', { selector: 'li *' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
