import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LeaveDialog, useLeavePageWarning } from './useUnsavedChangesGuard';

type StaffFormDialogProps = {
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  submitLabel: string;
  /** While saving: the submit button spins and the dialog cannot be cancelled or closed. */
  busy: boolean;
  /** Whether the fields hold changes not saved (useStaffForm's `dirty`): closing the dialog or the tab asks first. */
  dirty?: boolean;
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

/**
 * The frame of a staff form in a dialog: its title, the fields, and Cancel beside the submit button. Cancel, Escape
 * and a click beside it ask before changes typed into it are dropped.
 */
export function StaffFormDialog({ title, submitLabel, busy, dirty = false, onCancel, onSubmit, describedBy, maxWidth = 'xs', fullScreen, children }: StaffFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  useLeavePageWarning(dirty);
  const cancel = () => (dirty ? setAsking(true) : onCancel());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Dialog open onClose={busy ? undefined : cancel} aria-labelledby={titleId} aria-describedby={describedBy} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cancel} color="inherit" disabled={busy}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {asking && (
        <LeaveDialog
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            onCancel();
          }}
        />
      )}
    </>
  );
}
