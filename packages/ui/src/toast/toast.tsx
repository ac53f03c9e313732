import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, IconButton } from '../button/button';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { notification } from '../theme/tokens';
import * as styles from './toast.css';

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

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** How long a closed toast stays mounted so its exit animation can play. */
const EXIT_MS = 200;

const toneIcons: Record<ToastTone, IconName> = { info: 'info', success: 'check', danger: 'alert' };

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
export function ToastProvider({ children, duration = notification.timeoutMs, label = 'Notifications', closeLabel = 'Dismiss' }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const close = useCallback((id?: string) => {
    setItems((current) => current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
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

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="down" label={label}>
        {children}
        {items.map((item) => {
          const tone = item.tone ?? 'info';
          return (
            <RadixToast.Root
              key={item.id}
              open={item.open}
              onOpenChange={(open) => {
                if (!open) close(item.id);
              }}
              duration={item.duration}
              type={tone === 'danger' ? 'foreground' : 'background'}
              className={styles.toast({ tone })}
              data-tone={tone}
            >
              <span className={styles.icon({ tone })}>
                <Icon name={toneIcons[tone]} size="xs" />
              </span>
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
              {item.description ? <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description> : null}
              {item.action ? (
                <RadixToast.Action asChild altText={item.action.altText ?? item.action.label}>
                  <Button size="xs" variant="soft" className={styles.action} onClick={item.action.onClick}>
                    {item.action.label}
                  </Button>
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close asChild>
                <IconButton icon="close" size="xs" aria-label={closeLabel} className={styles.close} />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={styles.viewport} data-position={notification.position} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** toast({ title, description?, tone?, action? }) and dismiss(id?). Throws outside ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
