import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { darkThemeClass } from './dark.css';
import './global.css';
import { lightThemeClass } from './light.css';
import { darkSchemeQuery } from './media';
import { useMediaQuery } from './use-media-query';

export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeContextValue {
  /** What the user chose. */
  mode: ThemeMode;
  /** The theme in effect (system resolved through prefers-color-scheme). */
  resolvedTheme: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  /** Switches between light and dark (leaving system mode). */
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export const THEME_STORAGE_KEY = 'assay.theme';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredMode(storageKey: string): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isThemeMode(stored) ? stored : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the default
  }
}

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Used when nothing is stored yet. Default 'system'. */
  defaultMode?: ThemeMode;
  /** localStorage key; default 'assay.theme'. */
  storageKey?: string;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Holds the light/dark/system choice, persists it in localStorage and puts the theme class on <html>.
 * Also loads the global styles (reset, body colours, focus ring, reduced motion).
 */
export function ThemeProvider({
  children,
  defaultMode = 'system',
  storageKey = THEME_STORAGE_KEY,
}: ThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => readStoredMode(storageKey) ?? defaultMode);
  const prefersDark = useMediaQuery(darkSchemeQuery);
  const resolvedTheme: ResolvedTheme = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

  const setMode = useCallback(
    (next: ThemeMode) => {
      setModeState(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // not persisted; the choice still holds for this page
      }
    },
    [storageKey],
  );

  const toggle = useCallback(
    () => setMode(resolvedTheme === 'dark' ? 'light' : 'dark'),
    [resolvedTheme, setMode],
  );

  // Another tab changed the choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && isThemeMode(event.newValue)) setModeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightThemeClass, resolvedTheme === 'light');
    root.classList.toggle(darkThemeClass, resolvedTheme === 'dark');
    root.dataset.theme = resolvedTheme;
  }, [resolvedTheme]);

  const value = useMemo(
    () => ({ mode, resolvedTheme, setMode, toggle }),
    [mode, resolvedTheme, setMode, toggle],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice and setters. Throws outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}

/** Like useTheme but returns null outside ThemeProvider (for components that work either way). */
export function useOptionalTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}
