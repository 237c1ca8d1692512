import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_HIDE_REASON } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';

type HideReviewDialogProps = { author: string; busy: boolean; onCancel: () => void; onHide: (reason: string) => void };

/** Asks why a review is hidden: the reason is required, and stays with the review for the other staff. */
export function HideReviewDialog({ author, busy, onCancel, onHide }: HideReviewDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const value = reason.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('review-hide-reason')?.focus();
      return;
    }
    onHide(value);
  };

  return (
    <StaffFormDialog title={t('staff.reviews.hideTitle')} submitLabel={t('staff.reviews.hide')} busy={busy} onCancel={onCancel} onSubmit={submit} describedBy="review-hide-text" maxWidth="sm">
      <DialogContentText id="review-hide-text">{t('staff.reviews.hideText', { name: author })}</DialogContentText>
      <TextField
        id="review-hide-reason"
        label={t('staff.reviews.reason')}
        autoFocus
        fullWidth
        required
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('staff.reviews.reasonRequired') : `${reason.length} / ${MAX_REVIEW_HIDE_REASON}`}
        slotProps={{ htmlInput: { maxLength: MAX_REVIEW_HIDE_REASON } }}
        sx={{ mt: 2 }}
      />
    </StaffFormDialog>
  );
}
