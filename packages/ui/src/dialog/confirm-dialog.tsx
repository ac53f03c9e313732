import { useState, type ReactElement, type ReactNode } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { useUiText } from '../locale/index';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between description and buttons, e.g. a "type the name to confirm" field. */
  children?: ReactNode;
  /** Default "Confirm". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deleting, revoking). */
  tone?: 'default' | 'danger';
  /**
   * The confirm button is disabled while this returns false. Evaluated on every render, so base it
   * on state the parent re-renders on (e.g. the value of a field inside the dialog).
   */
  isValid?: () => boolean;
  /**
   * Runs on confirm. May return a promise: the button shows loading, the dialog closes when it
   * resolves and stays open showing the error when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Turns a rejection into the message shown; default: the Error's message. */
  errorMessage?: (error: unknown) => ReactNode;
  /** Controlled open state (omit both to let the trigger control it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with Dialog.Trigger asChild). */
  trigger?: ReactElement;
}

function defaultErrorMessage(error: unknown): ReactNode {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}

/** A ready confirmation dialog: title, description, Cancel and a confirm button with async handling. */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'default',
  isValid,
  onConfirm,
  errorMessage = defaultErrorMessage,
  open: openProp,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const text = useUiText();
  const confirmLabel = confirmLabelProp ?? text.confirm;
  const cancelLabel = cancelLabelProp ?? text.cancel;
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const open = openProp ?? openState;

  const setOpen = (next: boolean) => {
    if (!next && pending) return; // stay open until the action settles
    if (next) setError(null);
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const valid = isValid ? isValid() : true;

  const confirm = async () => {
    if (!valid || pending) return;
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      if (openProp === undefined) setOpenState(false);
      onOpenChange?.(false);
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size="sm"
        role="alertdialog"
        hideClose={pending}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        {children}
        {error ? (
          <Banner tone="danger" role="alert">
            {error}
          </Banner>
        ) : null}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button
            variant={tone === 'danger' ? 'danger' : 'solid'}
            disabled={!valid}
            loading={pending}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
