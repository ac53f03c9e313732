import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from the keyboard and runs the selected item', async () => {
    const onSelect = vi.fn();
    render(
      <MemoryRouter>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="ghost" icon="user">
              Ada Lovelace
            </Button>
          </Menu.Trigger>
          <Menu.Content>
            <Menu.Label>ada@example.com</Menu.Label>
            <Menu.Item icon="settings" onSelect={onSelect}>
              Settings
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item asChild tone="danger">
              <Link to="/signout">Sign out</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Root>
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/signout');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
