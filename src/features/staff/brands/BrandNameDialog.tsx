import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_BRAND_NAME } from '../../../../contract/limits';

type BrandNameDialogProps = { name: string; busy: boolean; duplicate: boolean; onCancel: () => void; onSave: (name: string) => void };

/** Renames a brand; a taken name is marked on the field (the toast says it too). */
export function BrandNameDialog({ name: current, busy, duplicate, onCancel, onSave }: BrandNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(current);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('brand-edit-name')?.focus();
      return;
    }
    onSave(value);
  };

  const problem = missing ? t('staff.brands.nameRequired') : duplicate ? t('staff.brands.duplicate') : undefined;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="brand-edit-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="brand-edit-title">{t('staff.brands.editTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            id="brand-edit-name"
            label={t('staff.brands.name')}
            autoFocus
            fullWidth
            required
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setMissing(false);
            }}
            error={problem !== undefined}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: MAX_BRAND_NAME } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit" disabled={busy}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('staff.brands.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
