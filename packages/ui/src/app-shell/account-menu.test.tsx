import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '../menu/menu';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('is one button named for who is signed in, opening their name, address and items', async () => {
    const onSelect = vi.fn();
    render(
      <AccountMenu who="Ada Lovelace" detail="ada@x.test">
        <Menu.Item onSelect={onSelect}>Privacy choices</Menu.Item>
        <Menu.Item asChild>
          <a href="/signout">Sign out</a>
        </Menu.Item>
      </AccountMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(trigger).toHaveTextContent('AL');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@x.test');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/signout');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Privacy choices' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows an address alone by its first letter', () => {
    render(
      <AccountMenu who="admin@demo.assay.test">
        <Menu.Item>Sign out</Menu.Item>
      </AccountMenu>,
    );
    expect(screen.getByRole('button', { name: 'admin@demo.assay.test' })).toHaveTextContent(/^Aadmin@/);
  });
});
