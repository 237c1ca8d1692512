import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_HIDE_REASON } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';

type HideReviewDialogProps = { author: string; busy: boolean; onCancel: () => void; onHide: (reason: string) => void };

/** Asks why a review is hidden: the reason is required, and stays with the review for the other staff. */
export function HideReviewDialog({ author, busy, onCancel, onHide }: HideReviewDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { reason: '' },
    idPrefix: 'review-hide',
    check: (values) => (values.reason.trim() ? {} : { reason: t('staff.reviews.reasonRequired') }),
  });

  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t('staff.reviews.hideTitle')}
      submitLabel={t('staff.reviews.hide')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit((values) => onHide(values.reason.trim()))}
      describedBy="review-hide-text"
      maxWidth="sm"
    >
      <DialogContentText id="review-hide-text">{t('staff.reviews.hideText', { name: author })}</DialogContentText>
      <TextField
        {...form.field('reason', `${form.values.reason.length} / ${MAX_REVIEW_HIDE_REASON}`)}
        label={t('staff.reviews.reason')}
        autoFocus
        fullWidth
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_REVIEW_HIDE_REASON } }}
        sx={{ mt: 2 }}
      />
    </StaffFormDialog>
  );
}
