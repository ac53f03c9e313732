import { m } from '@assay/messages';
import { Button, Dialog, Stack } from '@assay/ui';
import type { ReactNode } from 'react';
import { ItemHistory, type ItemHistoryEntry } from './item-history.tsx';
import * as styles from './item-dialog.css.ts';

export interface RoadmapItemDialogProps {
  item: { title: string; createdAt: string };
  /** The line under the title: where the item comes from. */
  description: ReactNode;
  /** What the reader may do here: an editor's fields, a comment box, or the item's state (`ItemFacts`). */
  children: ReactNode;
  /** The last action's refusal, shown above the history. */
  error: string | null;
  history: { loading: boolean; entries: readonly ItemHistoryEntry[] };
  /** The footer's primary action, beside the close button. */
  action?: ReactNode;
  closeLabel?: string;
  onClose: () => void;
}

/** One roadmap item in a dialog, for a member (/roadmap) and a shared user (the portal): the app brings what may be done. */
export function RoadmapItemDialog({
  item,
  description,
  children,
  error,
  history,
  action,
  closeLabel = m.common_close(),
  onClose,
}: RoadmapItemDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{item.title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <Stack gap="md">
          {children}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <ItemHistory loading={history.loading} createdAt={item.createdAt} entries={history.entries} />
        </Stack>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">{closeLabel}</Button>
          </Dialog.Close>
          {action}
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The item's state as one line, for a reader who may not change it. */
export function ItemFacts({ children }: { children: ReactNode }) {
  return <p className={styles.facts}>{children}</p>;
}
