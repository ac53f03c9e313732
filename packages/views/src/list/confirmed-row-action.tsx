import { toAppError } from '@assay/client';
import { m } from '@assay/messages';
import { Button, ConfirmDialog, VisuallyHidden, type IconName, type TableColumn } from '@assay/ui';
import { useState, type ReactNode } from 'react';

export interface ConfirmedRowActionOptions<Row> {
  /** The button's text ("Revoke"). */
  label: string;
  /** The button's accessible name, naming its row ("Revoke the key CI"). */
  labelOf: (row: Row) => string;
  /** Default "close". */
  icon?: IconName;
  /** Rows that do not offer the action (e.g. a key already revoked). */
  hiddenFor?: (row: Row) => boolean;
  title: (row: Row) => ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; a rejection keeps the dialog open with the refusal worded. */
  run: (row: Row) => Promise<unknown>;
}

/**
 * A destructive action at the end of each table row that asks first (revoke a key, remove a
 * domain): the actions column and the one confirmation dialog it opens, which keeps naming its
 * row while it closes.
 */
export function useConfirmedRowAction<Row>({
  label,
  labelOf,
  icon = 'close',
  hiddenFor,
  title,
  description,
  confirmLabel,
  run,
}: ConfirmedRowActionOptions<Row>): { column: TableColumn<Row>; dialog: ReactNode } {
  const [target, setTarget] = useState<{ row: Row; open: boolean } | null>(null);
  const column: TableColumn<Row> = {
    id: 'actions',
    header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
    rowActions: true,
    cell: (row) =>
      hiddenFor?.(row) ? null : (
        <Button
          size="xs"
          variant="ghost"
          icon={icon}
          aria-label={labelOf(row)}
          onClick={() => setTarget({ row, open: true })}
        >
          {label}
        </Button>
      ),
  };
  const dialog = (
    <ConfirmDialog
      open={target?.open ?? false}
      onOpenChange={(open) => !open && setTarget((current) => current && { ...current, open: false })}
      title={target ? title(target.row) : ''}
      description={description}
      confirmLabel={confirmLabel}
      tone="danger"
      errorMessage={(error) => toAppError(error).message}
      onConfirm={() => (target ? run(target.row) : Promise.resolve())}
    />
  );
  return { column, dialog };
}
