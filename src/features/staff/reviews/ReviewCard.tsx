import { Box, Button, Chip, Paper, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffReview } from '../../../../contract/staff-reviews';
import { Icon } from '../../../components/icons/Icon';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { ProductThumb } from '../../reviews/components/ProductThumb';
import { useShopDate } from '../../reviews/shopDate';
import { deleteIcon } from '../kit/actionIcons';
import { hideIcon, showIcon } from './reviewIcons';

type ReviewCardProps = {
  review: StaffReview;
  /** Only an ADMIN deletes (the server refuses anyone else). */
  canDelete: boolean;
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
  onDelete: () => void;
};

/** One review as staff moderate it: product, author, stars, text, and whether (and why) it is hidden. */
export function ReviewCard({ review, canDelete, busy, onHide, onShow, onDelete }: ReviewCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatDate = useShopDate(true);
  const product = localizedName(review.product, language);
  const titleId = `staff-review-${review.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: review.hidden ? 'action.hover' : undefined }}>
      <Stack direction="row" spacing={1.5}>
        <ProductThumb images={review.product.productImages} size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 16, overflowWrap: 'anywhere' }}>
                {product}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('staff.reviews.reference', { reference: review.product.referenceNumber })}
              </Typography>
            </Box>
            {review.hidden && <Chip size="small" label={t('staff.reviews.hiddenChip')} sx={{ alignSelf: 'flex-start' }} />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 0.5 }}>
            <Rating value={review.rating} readOnly size="small" getLabelText={(value) => t('staff.reviews.stars', { count: value })} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('staff.reviews.byOn', { name: review.customer.fullName, date: formatDate(review.createdAt) })}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: 15 }}>{review.content}</Typography>
          {review.hidden && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('staff.reviews.hiddenWhy', {
                reason: review.hiddenReason ?? '',
                name: review.hiddenBy?.fullName ?? t('staff.reviews.someone'),
                date: review.hiddenAt ? formatDate(review.hiddenAt) : '',
              })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
            {review.hidden ? (
              <Button size="small" variant="outlined" onClick={onShow} loading={busy} startIcon={<Icon path={showIcon} size={18} />} aria-label={t('staff.reviews.showLabel', { name: review.customer.fullName, product })}>
                {t('staff.reviews.show')}
              </Button>
            ) : (
              <Button size="small" variant="outlined" onClick={onHide} disabled={busy} startIcon={<Icon path={hideIcon} size={18} />} aria-label={t('staff.reviews.hideLabel', { name: review.customer.fullName, product })}>
                {t('staff.reviews.hide')}
              </Button>
            )}
            {canDelete && (
              <Button size="small" color="inherit" onClick={onDelete} disabled={busy} startIcon={<Icon path={deleteIcon} size={18} />} aria-label={t('staff.reviews.deleteLabel', { name: review.customer.fullName, product })}>
                {t('staff.reviews.delete')}
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
