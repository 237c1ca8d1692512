import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteDialogProps = {
  title: string;
  text: string;
  confirm: string;
  /** The focused way out's words, where "Cancel" would read as the change itself (cancelling an order): staff.cancel otherwise. */
  keep?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What more to know before confirming, under the text (what a customer's deletion wipes and what it keeps). */
  children?: ReactNode;
  /** Wider than 'xs' for a longer body. */
  maxWidth?: DialogProps['maxWidth'];
};

/**
 * Asks before what cannot be undone (a brand or category deleted for good, an order rejected); the way out has the
 * focus. The server still refuses a deletion of what something uses.
 */
export function ConfirmDeleteDialog({ title, text, confirm, keep, busy, onCancel, onConfirm, children, maxWidth = 'xs' }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" maxWidth={maxWidth} fullWidth>
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text" sx={children ? { mb: 1.5 } : undefined}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy} autoFocus>
          {keep ?? t('staff.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
