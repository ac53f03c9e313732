import { Toast as RadixToast } from 'radix-ui';
import { Button, IconButton } from '../button/button';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { notification } from '../theme/tokens';
import type { ToastItem, ToastTone } from './toast';
import * as styles from './toast.css';

const toneIcons: Record<ToastTone, IconName> = { info: 'info', success: 'check', danger: 'alert' };

interface ToastViewportProps {
  items: readonly ToastItem[];
  close: (id?: string) => void;
  duration: number;
  label: string;
  closeLabel: string;
}

/** The rendered toasts (Radix Toast), loaded lazily by ToastProvider with the first toast. */
export function ToastViewport({ items, close, duration, label, closeLabel }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="down" label={label}>
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
            {item.description ? (
              <RadixToast.Description className={styles.description}>
                {item.description}
              </RadixToast.Description>
            ) : null}
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
  );
}
