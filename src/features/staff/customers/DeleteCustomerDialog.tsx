import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { name: string; busy: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before anonymising a customer, saying what goes for good and what the shop keeps. */
export function DeleteCustomerDialog({ name, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const list = (key: 'goes' | 'stays') => (
    <Box component="ul" aria-labelledby={`customer-delete-${key}`} sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
      {(t(`staff.customers.delete.${key}List`, { returnObjects: true }) as string[]).map((line) => (
        <li key={line}>
          <Typography variant="body2">{line}</Typography>
        </li>
      ))}
    </Box>
  );
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="customer-delete-title" aria-describedby="customer-delete-text" maxWidth="sm" fullWidth>
      <DialogTitle id="customer-delete-title">{t('staff.customers.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="customer-delete-text" sx={{ mb: 1.5 }}>
          {t('staff.customers.delete.text', { name })}
        </DialogContentText>
        <Typography id="customer-delete-goes" sx={{ fontWeight: 700 }}>
          {t('staff.customers.delete.goes')}
        </Typography>
        {list('goes')}
        <Typography id="customer-delete-stays" sx={{ fontWeight: 700 }}>
          {t('staff.customers.delete.stays')}
        </Typography>
        {list('stays')}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy} autoFocus>
          {t('staff.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={busy}>
          {t('staff.customers.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
