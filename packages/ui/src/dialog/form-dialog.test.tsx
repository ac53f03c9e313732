import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { FormDialog } from './form-dialog';

function NameDialog({ onSubmit, error }: { onSubmit: (name: string) => Promise<unknown>; error?: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={() => setName('')}
      trigger={<Button>New tenant</Button>}
      title="New tenant"
      description="Someone you assess."
      error={error}
      submitLabel="Create tenant"
      onSubmit={() => onSubmit(name).then(() => setOpen(false))}
    >
      <TextField
        label="Name"
        value={name}
        onValueChange={setName}
        required
        rules={[(value) => value.length <= 5 || 'Use at most 5 characters']}
      />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('runs onSubmit only once the fields pass their rules, focusing the first failing one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<NameDialog onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    const dialog = screen.getByRole('dialog', { name: 'New tenant' });
    expect(dialog).toHaveAccessibleDescription('Someone you assess.');
    expect(screen.getByRole('form', { name: 'New tenant' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Acme Ltd');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at most 5 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Acme{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Acme');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs onOpen as it opens, so what was typed last time is gone', async () => {
    render(<NameDialog onSubmit={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('shows an error that names no field above the fields and stays open when the submit fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('quota')));
    render(<NameDialog onSubmit={onSubmit} error="Your plan allows 3 tenants." />);
    await userEvent.click(screen.getByRole('button', { name: 'New tenant' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your plan allows 3 tenants.');
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Acme{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'New tenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create tenant' })).toBeEnabled();
  });
});
