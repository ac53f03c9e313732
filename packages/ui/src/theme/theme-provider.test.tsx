import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { darkThemeClass } from './dark.css';
import { lightThemeClass } from './light.css';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme-provider';

function Probe() {
  const { mode, resolvedTheme, setMode, toggle } = useTheme();
  return (
    <div>
      <p>
        {mode}/{resolvedTheme}
      </p>
      <button onClick={() => setMode('dark')}>dark</button>
      <button onClick={() => setMode('system')}>system</button>
      <button onClick={toggle}>toggle</button>
    </div>
  );
}

afterEach(() => {
  document.documentElement.className = '';
});

describe('ThemeProvider', () => {
  it('starts in system mode and resolves to light when the OS prefers light', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(lightThemeClass);
  });

  it('applies the dark class on <html> and persists the choice', async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(document.documentElement).toHaveClass(darkThemeClass);
    expect(document.documentElement).not.toHaveClass(lightThemeClass);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('restores the stored choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('toggle switches from the resolved theme to the other', async () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('light/light')).toBeInTheDocument();
  });

  it('follows prefers-color-scheme in system mode', () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('dark') });
    try {
      render(
        <ThemeProvider>
          <Probe />
        </ThemeProvider>,
      );
      expect(screen.getByText('system/dark')).toBeInTheDocument();
      expect(document.documentElement).toHaveClass(darkThemeClass);
    } finally {
      window.matchMedia = original;
    }
  });

  it('picks up a change made in another tab', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });
});
