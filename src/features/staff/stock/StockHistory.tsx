import { useState } from 'react';
import { Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StockMovement } from '../../../../contract/stock';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { shopMoment } from '../../../components/shopTime';
import { staffOrderPath } from '../kit/staffPaths';
import { useGetStockHistoryQuery } from './api';

const PAGE = 10;

/** Who moved the stock: the staff member or the customer by name, else the shop or the provider that refunded. */
function useActorName() {
  const { t } = useTranslation();
  return (movement: StockMovement): string => {
    switch (movement.actor) {
      case 'staff':
        return movement.userName ?? t('staff.stock.unknownStaff', { id: movement.userId });
      case 'customer':
        return movement.customerName ?? t('staff.stock.unknownCustomer', { id: movement.customerId });
      default:
        return t(`staff.stock.actors.${movement.actor}`);
    }
  };
}

function MovementRow({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation();
  const actorName = useActorName();
  const sign = movement.delta > 0 ? '+' : movement.delta < 0 ? '−' : '±';
  return (
    <Box component="li" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 48 }}>{movement.size}</Typography>
        <Typography sx={{ fontWeight: 700, color: movement.delta < 0 ? 'error.main' : 'success.main' }}>
          {sign}
          {Math.abs(movement.delta)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t(`staff.stock.movementKinds.${movement.kind}`)} · {t('staff.stock.historyAfter', { count: movement.quantityAfter })}
        </Typography>
        {movement.orderId !== null && movement.orderNumber !== null && (
          <Link component={RouterLink} to={staffOrderPath(movement.orderId)} sx={{ fontWeight: 600 }}>
            {t('staff.stock.order', { number: movement.orderNumber })}
          </Link>
        )}
      </Stack>
      {movement.reason && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{movement.reason}</Typography>}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {actorName(movement)} · {shopMoment(movement.createdAt)}
      </Typography>
    </Box>
  );
}

/** The product's latest stock changes, newest first; "more" reads a longer page. */
export function StockHistory({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const historyRead = useGetStockHistoryQuery({ productId, page: 0, size: shown });
  return (
    <Box component="section" aria-labelledby={`stock-history-${productId}`} sx={{ mt: 3 }}>
      <Typography id={`stock-history-${productId}`} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('staff.stock.historyTitle')}
      </Typography>
      <QueryView
        query={historyRead}
        loading={
          <Stack role="status" aria-busy="true" aria-label={t('staff.stock.historyLoading')} spacing={1}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        }
        failure={(retry) => <LoadFailure message={t('staff.stock.historyError')} onRetry={retry} />}
        isEmpty={(page) => page.content.length === 0}
        empty={<Typography sx={{ color: 'text.secondary' }}>{t('staff.stock.historyEmpty')}</Typography>}
      >
        {(page) => (
          <>
            <Paper variant="outlined" sx={{ borderRadius: 2 }}>
              <Box component="ul" aria-label={t('staff.stock.historyLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {page.content.map((movement) => (
                  <MovementRow key={movement.id} movement={movement} />
                ))}
              </Box>
            </Paper>
            {page.totalElements > page.content.length && shown < 100 && (
              <Button onClick={() => setShown((current) => Math.min(current + PAGE * 2, 100))} loading={historyRead.isFetching} sx={{ mt: 1, minHeight: 44 }}>
                {t('staff.stock.moreHistory')}
              </Button>
            )}
          </>
        )}
      </QueryView>
    </Box>
  );
}
