import type { ReactElement, ReactNode } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Form, SubmitButton } from '../field/form';
import { Stack } from '../layout/layout';
import { Dialog, type DialogContentProps } from './dialog';
import { useUiText } from '../locale/index';

export interface FormDialogProps {
  /** Controlled by the owner, who keeps the fields' state. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs as the dialog opens, before onOpenChange(true): reset the fields and any last error here. */
  onOpen?: () => void;
  /** An element that opens the dialog (rendered with Dialog.Trigger asChild). */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** The form's accessible name; default the title when it is text. */
  formLabel?: string;
  size?: DialogContentProps['size'];
  /** An error that names no field (the fields show their own), shown above the fields. */
  error?: ReactNode;
  submitLabel: string;
  /** `danger` for a submit that does something grave (as ConfirmDialog's tone). */
  tone?: 'default' | 'danger';
  /** Default "Cancel". */
  cancelLabel?: string;
  /** While true the dialog cannot be dismissed (pass the mutation's pending state). */
  pending?: boolean;
  /**
   * Runs once every field passes its rules (TextField `rules`/`required`, as in Form). May return a
   * promise: the submit button shows loading until it settles; close the dialog on success.
   */
  onSubmit: () => void | Promise<unknown>;
  /** The fields. */
  children: ReactNode;
}

/** A dialog holding one Form: title, description, an error banner, the fields, Cancel and submit. */
export function FormDialog({
  open,
  onOpenChange,
  onOpen,
  trigger,
  title,
  description,
  formLabel,
  size,
  error,
  submitLabel,
  tone = 'default',
  cancelLabel: cancelLabelProp,
  pending = false,
  onSubmit,
  children,
}: FormDialogProps) {
  const text = useUiText();
  const cancelLabel = cancelLabelProp ?? text.cancel;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        if (next) onOpen?.();
        onOpenChange(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        size={size ?? 'md'}
        hideClose={pending}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <Form
          aria-label={formLabel ?? (typeof title === 'string' ? title : undefined)}
          onSubmit={() => onSubmit()}
        >
          <Stack gap="md">
            {error ? <Banner tone="danger">{error}</Banner> : null}
            {children}
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="outline" type="button" disabled={pending}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <SubmitButton variant={tone === 'danger' ? 'danger' : 'solid'}>{submitLabel}</SubmitButton>
            </Dialog.Footer>
          </Stack>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
