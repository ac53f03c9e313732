import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function ArchiveTenant(props: Partial<ConfirmDialogProps>) {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      trigger={<Button>Archive</Button>}
      title="Archive Contoso?"
      description="Type the tenant name to confirm."
      confirmLabel="Archive tenant"
      tone="danger"
      isValid={() => typed === 'Contoso'}
      onConfirm={() => undefined}
      {...props}
    >
      <TextField label="Tenant name" value={typed} onValueChange={setTyped} />
    </ConfirmDialog>
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  return screen.getByRole('alertdialog', { name: 'Archive Contoso?' });
}

describe('ConfirmDialog', () => {
  it('keeps confirm disabled while isValid returns false', async () => {
    const onConfirm = vi.fn();
    render(<ArchiveTenant onConfirm={onConfirm} />);
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('Type the tenant name to confirm.');
    const confirm = screen.getByRole('button', { name: 'Archive tenant' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tenant name' }), 'Contos');
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tenant name' }), 'o');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows loading while onConfirm runs and closes when it resolves', async () => {
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<ArchiveTenant onConfirm={onConfirm} isValid={() => true} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Archive tenant' }));
    const confirm = screen.getByRole('button', { name: 'Archive tenant' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // a second click while pending does not run it again, nor does Escape close it
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    resolve();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open and shows the error when onConfirm rejects, and can be retried', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('You do not have access to this tenant.'))
      .mockResolvedValueOnce(undefined);
    render(<ArchiveTenant onConfirm={onConfirm} isValid={() => true} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Archive tenant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this tenant.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Archive tenant' });
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('maps errors through errorMessage and reports closing to a controlled parent', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Revoke key?"
        onConfirm={() =>
          Promise.reject(Object.assign(new Error('raw: 7 PERMISSION_DENIED'), { code: 'permission-denied' }))
        }
        errorMessage={(e) =>
          (e as { code: string }).code === 'permission-denied' ? "You don't have access" : 'Failed'
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
