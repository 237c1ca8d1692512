import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffCoupon, StaffTier } from '../../../../contract/promotions';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { ListSkeleton } from '../kit/ListSkeleton';
import { editIcon } from '../kit/actionIcons';
import { useStaffSession } from '../staffSession';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useEditTierMutation, useGetCouponsQuery, useGetTiersQuery, type TierEdit } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

type DialogProps = { tier: StaffTier; first: boolean; tierCoupons: StaffCoupon[]; busy: boolean; serverFields: Record<string, string>; onCancel: () => void; onSave: (tier: TierEdit) => void };

/** A tier's names, threshold and the TIER coupons it awards (the first tier stays at 0 and awards nothing). */
function TierDialog({ tier, first, tierCoupons, busy, serverFields, onCancel, onSave }: DialogProps) {
  const { t, i18n } = useTranslation();
  const [nameUZB, setNameUZB] = useState(tier.nameUZB);
  const [nameRUS, setNameRUS] = useState(tier.nameRUS);
  const [minPoints, setMinPoints] = useState(String(tier.minPoints));
  const [couponIds, setCouponIds] = useState(tier.couponIds);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverFields, ...errors };
  const field = (key: string) => ({ error: Boolean(shown[key]), helperText: shown[key], size: 'small' as const, fullWidth: true });
  const submit = () => {
    const found: Record<string, string> = {};
    if (!nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
    if (!nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
    if (!/^\d+$/.test(minPoints.trim())) found.minPoints = t('staff.promotions.wholeNumber');
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave({ id: tier.id, nameUZB: nameUZB.trim(), nameRUS: nameRUS.trim(), minPoints: Number(minPoints.trim()), couponIds });
  };
  const toggle = (id: number) => setCouponIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  return (
    <StaffFormDialog title={t('staff.promotions.tiers.editTitle', { name: i18n.language === 'ru' ? tier.nameRUS : tier.nameUZB })} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t('staff.promotions.nameUZB')} value={nameUZB} onChange={(event) => setNameUZB(event.target.value)} required {...field('nameUZB')} />
        <TextField label={t('staff.promotions.nameRUS')} value={nameRUS} onChange={(event) => setNameRUS(event.target.value)} required {...field('nameRUS')} />
        <TextField label={t('staff.promotions.tiers.minPoints')} value={minPoints} onChange={(event) => setMinPoints(event.target.value)} disabled={first} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('minPoints')} />
        {!first && (
          <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, py: 1 }}>
            <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
              {t('staff.promotions.tiers.coupons')}
            </Typography>
            {tierCoupons.length === 0 && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('staff.promotions.tiers.noTierCoupons')}</Typography>}
            {tierCoupons.map((coupon) => (
              <FormControlLabel key={coupon.id} sx={{ display: 'flex' }} control={<Checkbox size="small" checked={couponIds.includes(coupon.id)} onChange={() => toggle(coupon.id)} />} label={i18n.language === 'ru' ? coupon.nameRUS : coupon.nameUZB} />
            ))}
          </Box>
        )}
      </Stack>
    </StaffFormDialog>
  );
}

/** The loyalty tiers tab: the ladder with thresholds and coupons; only an ADMIN edits it. */
export function TiersTab() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('promotions');
  const isAdmin = useStaffSession()?.role === 'ADMIN';
  const tiersRead = useGetTiersQuery();
  const coupons = useGetCouponsQuery().data ?? [];
  const [editTier, editing] = useEditTierMutation();
  const [open, setOpen] = useState<StaffTier>();
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const nameOf = (named: { nameUZB: string; nameRUS: string }) => (i18n.language === 'ru' ? named.nameRUS : named.nameUZB);

  const save = async (tier: TierEdit) => {
    try {
      await editTier(tier).unwrap();
      enqueueSnackbar(t('staff.promotions.saved'), { variant: 'success' });
      setOpen(undefined);
    } catch (error) {
      setServerFields(failed(error).fields);
    }
  };

  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{isAdmin ? t('staff.promotions.tiers.intro') : t('staff.promotions.tiers.adminOnly')}</Typography>
      <QueryView
        query={tiersRead}
        loading={<ListSkeleton label={t('staff.promotions.loading')} rows={4} />}
        failure={(retry) => <LoadFailure message={t('staff.promotions.loadError')} onRetry={retry} />}
        empty={<Typography role="status">{t('staff.promotions.tiers.empty')}</Typography>}
      >
        {(tiers) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <Box component="ol" aria-label={t('staff.promotions.tiers.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {tiers.map((tier) => {
                const awarded = tier.couponIds.map((id) => coupons.find((coupon) => coupon.id === id)).filter((coupon) => coupon !== undefined);
                return (
                  <Stack component="li" key={tier.id} direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{nameOf(tier)}</Typography>
                      <Typography variant="body2">{t('staff.promotions.tiers.points', { count: tier.minPoints })}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {awarded.length ? awarded.map(nameOf).join(', ') : t('staff.promotions.tiers.noCoupon')}
                      </Typography>
                    </Box>
                    {isAdmin && (
                      <IconButton onClick={() => { setServerFields({}); setOpen(tier); }} aria-label={t('staff.promotions.editLabel', { name: nameOf(tier) })}>
                        <Icon path={editIcon} size={20} />
                      </IconButton>
                    )}
                  </Stack>
                );
              })}
            </Box>
          </Paper>
        )}
      </QueryView>
      {open && (
        <TierDialog
          tier={open}
          first={tiersRead.data?.[0]?.id === open.id}
          tierCoupons={coupons.filter((coupon) => coupon.kind === 'TIER')}
          busy={editing.isLoading}
          serverFields={serverFields}
          onCancel={() => setOpen(undefined)}
          onSave={(tier) => void save(tier)}
        />
      )}
    </>
  );
}
