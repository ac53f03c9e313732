import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { notification } from '../theme/tokens';
import { useUiText } from '../locale/index';

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** info (default), success or danger; danger is announced assertively. */
  tone?: ToastTone;
  /** One action, e.g. { label: 'Undo', onClick: restore }; clicking it also closes the toast. */
  action?: { label: string; onClick: () => void; altText?: string };
  /** ms before it closes; default 5000 (SPEC §6). Infinity keeps it until dismissed. */
  duration?: number;
  /** Reusing an id replaces the toast with that id. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all without an id. */
  dismiss: (id?: string) => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);
const ToastViewport = lazy(() => import('./toast-viewport').then((m) => ({ default: m.ToastViewport })));

/** How long a closed toast stays mounted so its exit animation can play. */
const EXIT_MS = 200;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default duration in ms; 5000 (SPEC §6 notification time-out). */
  duration?: number;
  /** Names the notification region for screen readers; default "Notifications". */
  label?: string;
  closeLabel?: string;
}

/**
 * Provides useToast() and renders the toast viewport at the bottom of the screen (SPEC §6:
 * notifications time out after 5 s, position bottom). F8 moves focus to the notifications.
 */
export function ToastProvider({
  children,
  duration = notification.timeoutMs,
  label: labelProp,
  closeLabel: closeLabelProp,
}: ToastProviderProps) {
  const text = useUiText();
  const label = labelProp ?? text.notifications;
  const closeLabel = closeLabelProp ?? text.dismiss;
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const close = useCallback((id?: string) => {
    setItems((current) =>
      current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
    setTimeout(() => {
      setItems((current) => current.filter((item) => item.open || (id !== undefined && item.id !== id)));
    }, EXIT_MS);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = options.id ?? `toast-${counter.current}`;
    setItems((current) => [...current.filter((item) => item.id !== id), { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss: close }), [toast, close]);

  // The Radix viewport and its primitives load with the first toast: they stay off the first route.
  const [wanted, setWanted] = useState(false);
  if (items.length > 0 && !wanted) setWanted(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastViewport
            items={items}
            close={close}
            duration={duration}
            label={label}
            closeLabel={closeLabel}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** toast({ title, description?, tone?, action? }) and dismiss(id?). Throws outside ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
