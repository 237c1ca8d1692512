import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorToast } from '../../../components/errorToast';
import { failureMessage } from '../../../components/failureMessage';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useShopDate } from '../../reviews/shopDate';
import { useCreateReturnMutation } from '../api';
import { focusRequestWhenShown } from '../focusAfterAsking';
import { emptyDraft, hasProblems, maxReturnComment, maxReturnPhotos, returnFailure, toCreateBody, validateReturn, type ReturnDraft, type ReturnProblems } from '../returnForm';
import type { LineOffer } from '../returnRules';
import type { Order, OrderItem, ReturnHandover, ReturnKind, ReturnReason } from '../types';
import { ExchangeChoices } from './ExchangeChoices';
import { ReturnPhotos } from './ReturnPhotos';

export type ReturnDialogProps = {
  customerId: number;
  order: Pick<Order, 'id' | 'orderNumber' | 'paymentMethod'>;
  item: OrderItem;
  offer: LineOffer;
  onClose: () => void;
};

const kinds: ReturnKind[] = ['RETURN', 'EXCHANGE'];
const handovers: ReturnHandover[] = ['POST', 'COURIER'];

/** Asking to send back units of one line: how many, money back or another size, why, photos, how the parcel goes. */
export function ReturnDialog({ customerId, order, item, offer, onClose }: ReturnDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const date = useShopDate();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [createReturn, { isLoading: sending }] = useCreateReturnMutation();
  const [draft, setDraft] = useState<ReturnDraft>(() => (offer.defectOnly ? { ...emptyDraft, reason: 'DEFECT' } : emptyDraft));
  const [problems, setProblems] = useState<ReturnProblems>({});
  const [uploading, setUploading] = useState(false);
  const ids = { title: useId(), kind: useId(), handover: useId(), quantity: useId(), reason: useId(), comment: useId() };
  const busy = sending || uploading;

  function change(patch: Partial<ReturnDraft>, solves: Array<keyof ReturnProblems>) {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !solves.includes(field as keyof ReturnProblems))));
  }

  function focusFirst(found: ReturnProblems) {
    const first = found.quantity ? ids.quantity : found.reason ? ids.reason : found.comment ? ids.comment : undefined;
    if (first) document.getElementById(first)?.focus();
    else if (found.exchange) document.querySelector<HTMLInputElement>('[data-exchange-choices] input:not(:disabled)')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateReturn(draft, offer.returnable);
    setProblems(found);
    if (hasProblems(found)) {
      focusFirst(found);
      return;
    }
    try {
      const created = await createReturn({ orderId: order.id, customerId, body: toCreateBody(draft, item.id) }).unwrap();
      focusRequestWhenShown(created.id);
      enqueueSnackbar(t('returns.toasts.sent'), { variant: 'success' });
      onClose();
    } catch (error) {
      const failure = returnFailure(error);
      const { reason } = failure;
      // Offline, signed out or too many tries: the shop's own words for those; the rest are the request's.
      errorToast(reason === 'network' || reason === 'sessionExpired' || reason === 'rateLimited' ? failureMessage(error, t) : t(`returns.errors.${reason}`));
      if (failure.close) onClose();
      else if (hasProblems(failure.problems)) {
        setProblems(failure.problems);
        focusFirst(failure.problems);
      }
    }
  }

  const problemText = (key: keyof ReturnProblems) => {
    const problem = problems[key];
    return problem ? t(`returns.form.problems.${problem}`, { max: offer.returnable, photos: maxReturnPhotos, length: maxReturnComment }) : undefined;
  };
  const alertHelper = (key: keyof ReturnProblems) => (problems[key] ? { formHelperText: { role: 'alert' } } : undefined);
  const name = localizedName(item, language);
  const details = item.color
    ? t('returns.form.lineWithColor', { size: item.size, color: localizedName(item.color, language), price: formatPrice(item.unitPrice) })
    : t('returns.form.line', { size: item.size, price: formatPrice(item.unitPrice) });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={ids.title} data-testid="return-dialog">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <DialogTitle id={ids.title}>{t('returns.form.title', { number: order.orderNumber })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Box>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{details}</Typography>
              <Typography sx={{ fontSize: 13, color: offer.defectOnly ? 'warning.dark' : 'text.secondary' }}>
                {t(offer.defectOnly ? 'returns.form.defectOnly' : 'returns.form.until', { date: date(offer.until) })}
              </Typography>
            </Box>

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" id={ids.kind} sx={{ fontWeight: 600, p: 0 }}>
                {t('returns.form.kindLegend')}
              </Typography>
              <RadioGroup value={draft.kind} onChange={(event) => change({ kind: event.target.value as ReturnKind }, ['exchange'])} aria-labelledby={ids.kind}>
                {kinds.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    value={kind}
                    disabled={busy}
                    control={<Radio />}
                    label={t(`returns.kinds.${kind}`, { provider: t(`orders.providers.${order.paymentMethod}.name`) })}
                  />
                ))}
              </RadioGroup>
            </Box>

            {draft.kind === 'EXCHANGE' && (
              <Box data-exchange-choices>
                <ExchangeChoices
                  choices={offer.exchangeChoices}
                  productId={item.productId}
                  value={draft.exchangeSizeVariantId}
                  onChange={(id) => change({ exchangeSizeVariantId: id }, ['exchange'])}
                  disabled={busy}
                  problem={problemText('exchange')}
                />
              </Box>
            )}

            <TextField
              id={ids.quantity}
              type="number"
              label={t('returns.form.quantity')}
              value={draft.quantity}
              onChange={(event) => change({ quantity: event.target.value }, ['quantity'])}
              disabled={busy}
              error={problems.quantity !== undefined}
              helperText={problemText('quantity') ?? t('returns.form.quantityHint', { max: offer.returnable })}
              slotProps={{ htmlInput: { min: 1, max: offer.returnable, step: 1, inputMode: 'numeric' }, ...alertHelper('quantity') }}
              sx={{ maxWidth: 200 }}
            />

            <TextField
              id={ids.reason}
              select
              label={t('returns.form.reason')}
              value={draft.reason}
              onChange={(event) => change({ reason: event.target.value as ReturnReason }, ['reason'])}
              disabled={busy}
              error={problems.reason !== undefined}
              helperText={problemText('reason')}
              slotProps={alertHelper('reason')}
              fullWidth
            >
              {offer.reasons.map((reason) => (
                <MenuItem key={reason} value={reason}>
                  {t(`returns.reasons.${reason}`)}
                </MenuItem>
              ))}
            </TextField>

            <TextField
              id={ids.comment}
              label={t('returns.form.comment')}
              value={draft.comment}
              onChange={(event) => change({ comment: event.target.value }, ['comment'])}
              disabled={busy}
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
              error={problems.comment !== undefined}
              helperText={problemText('comment') ?? t('returns.form.counter', { count: draft.comment.trim().length, max: maxReturnComment })}
              slotProps={alertHelper('comment')}
            />

            <ReturnPhotos
              photos={draft.photos}
              onAdd={(url) => setDraft((current) => ({ ...current, photos: [...current.photos, url] }))}
              onRemove={(url) => change({ photos: draft.photos.filter((photo) => photo !== url) }, ['photos'])}
              onBusyChange={setUploading}
              disabled={sending}
              problem={problemText('photos')}
            />

            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" id={ids.handover} sx={{ fontWeight: 600, p: 0 }}>
                {t('returns.form.handoverLegend')}
              </Typography>
              <RadioGroup value={draft.handover} onChange={(event) => change({ handover: event.target.value as ReturnHandover }, [])} aria-labelledby={ids.handover}>
                {handovers.map((handover) => (
                  <FormControlLabel key={handover} value={handover} disabled={busy} control={<Radio />} label={t(`returns.handovers.${handover}`)} />
                ))}
              </RadioGroup>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t('returns.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending} disabled={uploading}>
            {t('returns.form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
