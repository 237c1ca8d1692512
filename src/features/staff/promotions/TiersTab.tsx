import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffCoupon, StaffTier } from '../../../../contract/promotions';
import { Icon } from '../../../components/icons/Icon';
import { wholeNumber } from '../../../components/positiveInteger';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { ListSkeleton } from '../kit/ListSkeleton';
import { editIcon } from '../kit/actionIcons';
import { useStaffSession } from '../staffSession';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useEditTierMutation, useGetCouponsQuery, useGetTiersQuery, type TierEdit } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

type DialogProps = { tier: StaffTier; first: boolean; tierCoupons: StaffCoupon[]; busy: boolean; serverFields: Record<string, string>; onCancel: () => void; onSave: (tier: TierEdit) => void };

/** A tier's names, threshold and the TIER coupons it awards (the first tier stays at 0 and awards nothing). */
function TierDialog({ tier, first, tierCoupons, busy, serverFields, onCancel, onSave }: DialogProps) {
  const { t, i18n } = useTranslation();
  const form = useStaffForm({
    initial: { nameUZB: tier.nameUZB, nameRUS: tier.nameRUS, minPoints: String(tier.minPoints), couponIds: tier.couponIds },
    idPrefix: 'tier',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (!values.nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
      if (!values.nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
      if (wholeNumber(values.minPoints) === undefined) found.minPoints = t('staff.promotions.wholeNumber');
      return found;
    },
    refused: serverFields,
  });
  const submit = form.submit((values) =>
    onSave({ id: tier.id, nameUZB: values.nameUZB.trim(), nameRUS: values.nameRUS.trim(), minPoints: wholeNumber(values.minPoints)!, couponIds: values.couponIds }),
  );
  const { couponIds } = form.values;
  const toggle = (id: number) => form.set('couponIds', couponIds.includes(id) ? couponIds.filter((other) => other !== id) : [...couponIds, id]);
  return (
    <StaffFormDialog dirty={form.dirty} title={t('staff.promotions.tiers.editTitle', { name: i18n.language === 'ru' ? tier.nameRUS : tier.nameUZB })} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField {...form.field('nameUZB')} label={t('staff.promotions.nameUZB')} required size="small" fullWidth />
        <TextField {...form.field('nameRUS')} label={t('staff.promotions.nameRUS')} required size="small" fullWidth />
        <TextField {...form.field('minPoints')} label={t('staff.promotions.tiers.minPoints')} disabled={first} size="small" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
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
