import { Table } from '@assay/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConfirmedRowAction } from './confirmed-row-action.tsx';

interface Key {
  id: string;
  name: string;
  revoked: boolean;
}

function KeysTable({ rows, run }: { rows: Key[]; run: (key: Key) => Promise<unknown> }) {
  const actions = useConfirmedRowAction<Key>({
    label: 'Revoke',
    labelOf: (key) => `Revoke ${key.name}`,
    hiddenFor: (key) => key.revoked,
    title: (key) => `Revoke ${key.name}?`,
    description: 'Requests with it stop working.',
    confirmLabel: 'Revoke key',
    run,
  });
  return (
    <>
      <Table
        caption="Keys"
        columns={[{ id: 'name', header: 'Name', cell: (key) => key.name }, actions.column]}
        rows={rows}
        getRowId={(key) => key.id}
      />
      {actions.dialog}
    </>
  );
}

const rows: Key[] = [
  { id: 'a', name: 'CI', revoked: false },
  { id: 'b', name: 'Old', revoked: true },
];

describe('useConfirmedRowAction', () => {
  it('offers the action on the rows that have it, asks naming the row, and runs it on that row', async () => {
    const ran: string[] = [];
    const user = userEvent.setup();
    render(
      <KeysTable
        rows={rows}
        run={(key) => {
          ran.push(key.id);
          return Promise.resolve();
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Revoke Old' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke CI' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke CI?' });
    expect(ran).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ran).toEqual(['a']);
  });

  it('keeps the dialog open with the refusal worded when the action fails, and cancelling runs nothing', async () => {
    let calls = 0;
    const user = userEvent.setup();
    render(
      <KeysTable
        rows={rows}
        run={() => {
          calls += 1;
          return Promise.reject(new Error('boom'));
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Revoke CI' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke CI?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Revoke CI?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toBe(1);
  });
});
