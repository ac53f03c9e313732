import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppShell, type NavItem } from './app-shell';

const nav: NavItem[] = [
  { to: '/', label: 'Welcome', icon: 'home', end: true },
  { to: '/tenant/', label: 'Tenants', icon: 'building' },
  { to: '/roadmap', label: 'Roadmap', icon: 'map' },
];

const originalMatchMedia = window.matchMedia;

function screenWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return { ...originalMatchMedia(query), matches: min ? px >= Number(min[1]) : false };
  };
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  document.documentElement.className = '';
});

function renderShell(path: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppShell nav={nav} userMenu={<button>Account</button>}>
          <Routes>
            <Route path="/" element={<h1>Welcome page</h1>} />
            <Route path="/tenant/*" element={<h1>Tenant list</h1>} />
            <Route path="/roadmap" element={<h1>Roadmap page</h1>} />
          </Routes>
        </AppShell>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('AppShell on a wide screen (≥ 1024 px)', () => {
  it('shows the side navigation with aria-current on the current route', () => {
    screenWidth(1280);
    renderShell('/tenant/42/overview');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Tenants' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });

  it('moves aria-current when navigating', async () => {
    screenWidth(1280);
    renderShell('/');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(navigation).getByRole('link', { name: 'Roadmap' }));
    expect(screen.getByRole('heading', { name: 'Roadmap page' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
  });

  it('has a skip link first that moves focus to <main id="main">', async () => {
    screenWidth(1280);
    renderShell('/');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveFocus();
    expect(main).toHaveTextContent('Welcome page');
  });

  it('has banner, navigation and main landmarks, the user menu slot and a theme toggle', async () => {
    screenWidth(1280);
    renderShell('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

/** The drawer loads lazily; its menu button is enabled once it has. */
async function menuButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toBeEnabled(), {
    timeout: 5000,
  });
  return screen.getByRole('button', { name: 'Open navigation' });
}

describe('AppShell below 1024 px', () => {
  it('collapses the navigation into a drawer opened by the menu button', async () => {
    screenWidth(800);
    renderShell('/roadmap');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(await menuButton());
    // The drawer loads lazily with the first open.
    const drawer = await screen.findByRole('dialog', { name: 'Assay' });
    const navigation = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(navigation).getByRole('link', { name: 'Tenants' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tenant list' })).toBeInTheDocument();
  });

  it('closes the drawer with Escape', async () => {
    screenWidth(600);
    renderShell('/');
    await userEvent.click(await menuButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
  });
});
