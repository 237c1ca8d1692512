import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

type StaffFormDialogProps = {
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  submitLabel: string;
  /** While saving: the submit button spins and the dialog cannot be cancelled or closed. */
  busy: boolean;
  onCancel: () => void;
  /** Called on submit (the button or Enter in a field), the page's own submission already prevented. */
  onSubmit: () => void;
  /** The id of the text that describes the dialog, when its fields have one. */
  describedBy?: string;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** The fields, in the dialog's content. */
  children: ReactNode;
};

/** The frame of a staff form in a dialog: its title, the fields, and Cancel beside the submit button. */
export function StaffFormDialog({ title, submitLabel, busy, onCancel, onSubmit, describedBy, maxWidth = 'xs', fullScreen, children }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={describedBy} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit" disabled={busy}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
