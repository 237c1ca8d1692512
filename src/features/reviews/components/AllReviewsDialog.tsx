import { useEffect, useId, useRef } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import type { ProductReviewList } from '../types';
import { ProductReviewItem } from './ProductReviewItem';

type AllReviewsDialogProps = { open: boolean; onClose: () => void; reviews: ProductReviewList; total: number };

/** Every review of the product, a page at a time with "more"; focus moves to the first newly loaded one. */
export function AllReviewsDialog({ open, onClose, reviews, total }: AllReviewsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const firstNew = useRef<HTMLLIElement>(null);
  const countBeforeMore = useRef<number | null>(null);
  const shownTotal = Math.max(total, reviews.items.length);

  useEffect(() => {
    if (countBeforeMore.current !== null && reviews.items.length > countBeforeMore.current) {
      countBeforeMore.current = null;
      firstNew.current?.focus();
    }
  }, [reviews.items.length]);

  const loadMore = () => {
    countBeforeMore.current = reviews.items.length;
    reviews.loadMore();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('product.reviews.all', { total: shownTotal })}
      </DialogTitle>
      <IconButton aria-label={t('product.reviews.close')} onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li:first-of-type': { borderTop: 0, pt: 0 } }}>
          {reviews.items.map((review, index) => (
            <ProductReviewItem key={review.id} review={review} ref={index === countBeforeMore.current ? firstNew : undefined} />
          ))}
        </Box>
        {reviews.moreFailed && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={loadMore}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('reviews.product.moreError')}
          </Alert>
        )}
        <Stack spacing={1} sx={{ alignItems: 'center', pt: 2 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('reviews.product.shown', { shown: reviews.items.length, total: shownTotal })}
          </Typography>
          {reviews.hasMore && !reviews.moreFailed && (
            <Button variant="outlined" color="inherit" onClick={loadMore} loading={reviews.loadingMore}>
              {t('reviews.product.more')}
            </Button>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
