import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger as a labelled, described modal and closes with Escape, returning focus', async () => {
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Invite member</Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Invite a member</Dialog.Title>
            <Dialog.Description>They get an email with a sign-in link.</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Invite member' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    expect(dialog).toHaveAccessibleDescription('They get an email with a sign-in link.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
