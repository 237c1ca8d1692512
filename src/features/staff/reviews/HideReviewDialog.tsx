import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_REVIEW_HIDE_REASON } from '../../../../contract/limits';

type HideReviewDialogProps = { author: string; busy: boolean; onCancel: () => void; onHide: (reason: string) => void };

/** Asks why a review is hidden: the reason is required, and stays with the review for the other staff. */
export function HideReviewDialog({ author, busy, onCancel, onHide }: HideReviewDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('review-hide-reason')?.focus();
      return;
    }
    onHide(value);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="review-hide-title" aria-describedby="review-hide-text" maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="review-hide-title">{t('staff.reviews.hideTitle')}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit" disabled={busy}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('staff.reviews.hide')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
