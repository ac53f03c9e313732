import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import type { Menu as MenuType } from './menu';

// Each test takes a fresh module, so its first opening is the one that loads the Radix parts.
let Menu: typeof MenuType;
beforeEach(async () => {
  vi.resetModules();
  ({ Menu } = await import('./menu'));
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu(onSelect = vi.fn()) {
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
  return screen.getByRole('button', { name: 'Ada Lovelace' });
}

describe('Menu', () => {
  it('opens from the keyboard and runs the selected item', async () => {
    const onSelect = vi.fn();
    renderMenu(onSelect).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/signout');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is a closed menu button before its first opening', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])(
    'opens on %s the first time with focus on the first item, as every later time',
    async (key) => {
      renderMenu().focus();
      await userEvent.keyboard(key);
      expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveFocus();
      // A modal menu hides the rest of the page from assistive technology while open.
      expect(screen.getByRole('button', { name: 'Ada Lovelace', hidden: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // Escape closes it and gives focus back to the trigger; the next opening is Radix's own.
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
      await userEvent.keyboard(key);
      expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    },
  );

  it('opens on a pointer press with focus on the menu', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menu')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps a disabled trigger closed', async () => {
    render(
      <Menu.Root>
        <Menu.Trigger disabled>Actions</Menu.Trigger>
        <Menu.Content>
          <Menu.Item>Export</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('fetches its parts in idle time, so a menu mounted after that is Radix from its first render', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { unmount } = render(
      <Menu.Root>
        <Menu.Trigger>Actions</Menu.Trigger>
        <Menu.Content>
          <Menu.Item>Export</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    await import('./menu-parts');
    unmount();

    // No stand-in to swap on opening: the trigger pressed is the one the open menu belongs to.
    const trigger = renderMenu();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ada Lovelace', hidden: true })).toBe(trigger);
  });
});
