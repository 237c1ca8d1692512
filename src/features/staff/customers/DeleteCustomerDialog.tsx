import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';

type Props = { name: string; busy: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before anonymising a customer, saying what goes for good and what the shop keeps. */
export function DeleteCustomerDialog({ name, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const list = (key: 'goes' | 'stays') => (
    <>
      <Typography id={`customer-delete-${key}`} sx={{ fontWeight: 700 }}>
        {t(`staff.customers.delete.${key}`)}
      </Typography>
      <Box component="ul" aria-labelledby={`customer-delete-${key}`} sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
        {(t(`staff.customers.delete.${key}List`, { returnObjects: true }) as string[]).map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
    </>
  );
  return (
    <ConfirmDeleteDialog
      title={t('staff.customers.delete.title')}
      text={t('staff.customers.delete.text', { name })}
      confirm={t('staff.customers.delete.confirm')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
      maxWidth="sm"
    >
      {list('goes')}
      {list('stays')}
    </ConfirmDeleteDialog>
  );
}
