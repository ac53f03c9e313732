export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogContentProps, type DialogRootProps } from './dialog';
