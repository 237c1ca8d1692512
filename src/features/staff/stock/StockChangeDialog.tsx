import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_QUANTITY, MAX_STOCK_REASON, STOCK_CHANGE_KINDS, type StockChangeKind } from '../../../../contract/limits';
import type { StockSize } from '../../../../contract/stock';
import { useChangeStockMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

type StockChangeDialogProps = { productId: number; size: StockSize; onClose: () => void };

/** What the size would hold after the change, or undefined while the quantity is not a whole number. */
function resultOf(kind: StockChangeKind, held: number, quantity: number | undefined): number | undefined {
  if (quantity === undefined) return undefined;
  return kind === 'set' ? quantity : kind === 'add' ? held + quantity : held - quantity;
}

/**
 * Sets, adds to or removes from one size's stock. Big controls for a phone in a warehouse (the dialog fills a
 * phone's screen); a removal needs a reason; what the size will hold is shown before saving.
 */
export function StockChangeDialog({ productId, size, onClose }: StockChangeDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('stock');
  const [changeStock, { isLoading }] = useChangeStockMutation();
  const [kind, setKind] = useState<StockChangeKind>('add');
  const [quantityText, setQuantityText] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ quantity?: string; reason?: string }>({});

  const parsed = /^\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : undefined;
  const after = resultOf(kind, size.quantity, parsed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (parsed === undefined || parsed > MAX_STOCK_QUANTITY) found.quantity = t('staff.stock.quantityInvalid');
    else if (kind !== 'set' && parsed < 1) found.quantity = t('staff.stock.quantityPositive');
    else if (after !== undefined && after < 0) found.quantity = t('staff.stock.tooMany', { count: size.quantity });
    if (kind === 'remove' && !reason.trim()) found.reason = t('staff.stock.reasonRequired');
    setProblems(found);
    if (found.quantity || found.reason) {
      document.getElementById(found.quantity ? 'stock-quantity' : 'stock-reason')?.focus();
      return;
    }
    try {
      const stock = await changeStock({ productId, sizeId: size.id, body: { kind, quantity: parsed!, ...(reason.trim() ? { reason: reason.trim() } : {}) } }).unwrap();
      const now = stock.sizes.find((candidate) => candidate.id === size.id)?.quantity ?? after ?? 0;
      enqueueSnackbar(t('staff.stock.changed', { size: size.size, count: now }), { variant: 'success' });
      onClose();
    } catch (error) {
      const failure = failed(error);
      if (failure.reason === 'notEnough') setProblems({ quantity: t('staff.stock.tooMany', { count: failure.quantity ?? 0 }) });
      else if (failure.reason !== 'network' && failure.reason !== 'checkFields') onClose();
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="stock-change-title" fullScreen={phone} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ height: '100%' }}>
        <DialogTitle id="stock-change-title">{t('staff.stock.changeTitle', { size: size.size })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography>{t('staff.stock.now', { count: size.quantity })}</Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={kind}
              aria-label={t('staff.stock.kindLabel')}
              onChange={(_event, next: StockChangeKind | null) => {
                if (next) setKind(next);
                setProblems({});
              }}
            >
              {STOCK_CHANGE_KINDS.map((option) => (
                <ToggleButton key={option} value={option} sx={{ minHeight: 52, fontSize: '1rem' }}>
                  {t(`staff.stock.kinds.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              id="stock-quantity"
              label={kind === 'set' ? t('staff.stock.newQuantity') : t('staff.stock.quantity')}
              required
              autoFocus
              value={quantityText}
              onChange={(event) => {
                setQuantityText(event.target.value);
                setProblems((current) => ({ ...current, quantity: undefined }));
              }}
              error={problems.quantity !== undefined}
              helperText={problems.quantity ?? (after !== undefined && after >= 0 ? t('staff.stock.willBe', { count: after }) : ' ')}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: '1.5rem' } } }}
            />
            <TextField
              id="stock-reason"
              label={kind === 'remove' ? t('staff.stock.reason') : t('staff.stock.reasonOptional')}
              required={kind === 'remove'}
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setProblems((current) => ({ ...current, reason: undefined }));
              }}
              error={problems.reason !== undefined}
              helperText={problems.reason}
              slotProps={{ htmlInput: { maxLength: MAX_STOCK_REASON } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, mt: 'auto' }}>
          <Button onClick={onClose} color="inherit" disabled={isLoading} sx={{ minHeight: 48 }}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading} sx={{ minHeight: 48, minWidth: 120 }}>
            {t('staff.stock.apply')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
