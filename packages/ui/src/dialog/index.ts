export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogContentProps, type DialogRootProps } from './dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
