import { Suspense, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { useTranslation } from 'react-i18next';
import { preloadableLazy } from '../../../components/preloadableLazy';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useShopDate } from '../../reviews/shopDate';
import { useGetReturnabilityQuery } from '../api';
import { lineOffer } from '../returnRules';
import type { Order, OrderItem } from '../types';

// The form and its photo uploader come only when a shopper starts asking (or points at the button), as the payment
// result's dialog does: my orders stays as light as it was.
const ReturnDialog = preloadableLazy(() => import(/* webpackChunkName: "return-dialog" */ './ReturnDialog').then(({ ReturnDialog }) => ReturnDialog));

type ReturnLineActionProps = {
  customerId: number;
  order: Pick<Order, 'id' | 'orderNumber' | 'paymentMethod'>;
  item: OrderItem;
};

/**
 * "Return or exchange" under a line of a delivered order, while the line has units left to ask for, no request open
 * and a window open (the order's returnability, read once for all its lines); nothing otherwise.
 */
export function ReturnLineAction({ customerId, order, item }: ReturnLineActionProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const date = useShopDate();
  const { data } = useGetReturnabilityQuery(order.id);
  const [asking, setAsking] = useState(false);
  const offer = lineOffer(data, item.id);
  if (!offer) return null;

  const name = localizedName(item, language);
  return (
    <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AssignmentReturnOutlinedIcon />}
        aria-haspopup="dialog"
        aria-label={t('returns.open.label', { name, size: item.size })}
        data-testid={`return-line-${item.id}`}
        onPointerEnter={() => void ReturnDialog.preload().catch(() => undefined)}
        onFocus={() => void ReturnDialog.preload().catch(() => undefined)}
        onClick={() => setAsking(true)}
      >
        {t('returns.open.button')}
      </Button>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
        {t(offer.defectOnly ? 'returns.open.defectUntil' : 'returns.open.until', { date: date(offer.until) })}
      </Typography>
      {asking && (
        <Suspense fallback={null}>
          <ReturnDialog customerId={customerId} order={order} item={item} offer={offer} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </Box>
  );
}
