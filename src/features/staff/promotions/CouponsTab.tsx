import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { AddCouponBody, EditCouponBody, StaffCoupon } from '../../../../contract/promotions';
import { Icon } from '../../../components/icons/Icon';
import { useFormatPrice } from '../../../components/Price';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { useAddCouponMutation, useDeleteCouponMutation, useEditCouponMutation, useGetCouponKindsQuery, useGetCouponsQuery } from './api';
import { CouponDialog } from './CouponDialog';
import { useStaffFailure } from '../kit/useStaffFailure';
import { shopMoment } from '../../../components/shopTime';

function CouponRow({ coupon, onEdit, onDelete }: { coupon: StaffCoupon; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const name = i18n.language === 'ru' ? coupon.nameRUS : coupon.nameUZB;
  const who = coupon.kind === 'TIER' ? t('staff.promotions.coupons.byTier') : coupon.customer ? `${coupon.customer.fullName} (${coupon.customer.phoneNumber})` : t('staff.promotions.coupons.everyone');
  // A promo code is held by nobody: its uses against its limit say how it goes.
  const counts = coupon.code === null
    ? `${who} · ${t('staff.promotions.coupons.counts', { granted: coupon.granted, used: coupon.usedOrders })}`
    : `${t('staff.promotions.coupons.byCode')} · ${coupon.maxUses === null ? t('staff.promotions.coupons.promoUsesUnlimited', { used: coupon.promoUses }) : t('staff.promotions.coupons.promoUses', { used: coupon.promoUses, max: coupon.maxUses })}`;
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Chip size="small" label={t(`staff.promotions.coupons.kinds.${coupon.kind}`)} variant="outlined" />
          {coupon.code !== null && <Chip size="small" color="primary" label={coupon.code} aria-label={`${t('staff.promotions.coupons.code')}: ${coupon.code}`} />}
          {!coupon.active && <Chip size="small" label={t('staff.promotions.coupons.off')} />}
          {coupon.multiUse && <Chip size="small" label={t('staff.promotions.coupons.multiUse')} variant="outlined" />}
        </Stack>
        <Typography variant="body2">
          {formatPrice(coupon.credit)}
          {coupon.minBasket > 0 && ` · ${t('staff.promotions.coupons.fromBasket', { amount: formatPrice(coupon.minBasket) })}`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {counts}
          {coupon.validUntil && ` · ${t('staff.promotions.coupons.until', { date: shopMoment(coupon.validUntil) })}`}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
        <IconButton onClick={onEdit} aria-label={t('staff.promotions.editLabel', { name })}>
          <Icon path={editIcon} size={20} />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={t('staff.promotions.deleteLabel', { name })}>
          <Icon path={deleteIcon} size={20} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** The coupons tab: every coupon with who holds it; add (for everyone or one customer), edit, delete. */
export function CouponsTab() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('promotions');
  const couponsRead = useGetCouponsQuery();
  const kinds = useGetCouponKindsQuery().data ?? ['GIFT'];
  const [addCoupon, adding] = useAddCouponMutation();
  const [editCoupon, editing] = useEditCouponMutation();
  const [deleteCoupon, deleting] = useDeleteCouponMutation();
  const [dialog, setDialog] = useState<{ coupon?: StaffCoupon }>();
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<StaffCoupon>();
  const nameOf = (coupon: StaffCoupon) => (i18n.language === 'ru' ? coupon.nameRUS : coupon.nameUZB);

  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      enqueueSnackbar(t('staff.promotions.saved'), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      setServerFields(failed(error).fields);
    }
  };
  const add = (coupon: AddCouponBody) => void run(() => addCoupon(coupon).unwrap());
  const edit = (fields: EditCouponBody) => dialog?.coupon && void run(() => editCoupon({ id: dialog.coupon!.id, ...fields }).unwrap());
  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteCoupon(toDelete.id).unwrap();
      enqueueSnackbar(t('staff.promotions.deleted', { name: nameOf(toDelete) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setToDelete(undefined);
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ color: 'text.secondary', flex: 1, minWidth: 200 }}>{t('staff.promotions.coupons.intro')}</Typography>
        <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => { setServerFields({}); setDialog({}); }}>
          {t('staff.promotions.coupons.add')}
        </Button>
      </Stack>
      <QueryView
        query={couponsRead}
        loading={<ListSkeleton label={t('staff.promotions.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.promotions.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={addIcon} />} message={t('staff.promotions.coupons.empty')} />
          </Paper>
        }
      >
        {(coupons) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <Box component="ul" aria-label={t('staff.promotions.coupons.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {coupons.map((coupon) => (
                <CouponRow key={coupon.id} coupon={coupon} onEdit={() => { setServerFields({}); setDialog({ coupon }); }} onDelete={() => setToDelete(coupon)} />
              ))}
            </Box>
          </Paper>
        )}
      </QueryView>
      {dialog && (
        <CouponDialog
          coupon={dialog.coupon}
          kinds={kinds}
          busy={adding.isLoading || editing.isLoading}
          serverFields={serverFields}
          onCancel={() => setDialog(undefined)}
          onAdd={add}
          onEdit={edit}
        />
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          title={t('staff.promotions.coupons.confirmTitle')}
          text={t('staff.promotions.coupons.confirmText', { name: nameOf(toDelete) })}
          confirm={t('staff.promotions.delete')}
          busy={deleting.isLoading}
          onCancel={() => setToDelete(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
