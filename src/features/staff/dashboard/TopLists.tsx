import { useState } from 'react';
import { Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard, TopCategory, TopProduct } from '../../../../contract/staffDashboard';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';

type Entry = { key: number; name: string; detail?: string; quantity: number; revenue: number };

function RankedList({ entries, label }: { entries: Entry[]; label: string }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  if (entries.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 1 }}>
        {t('staff.payments.dashboard.noSales')}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.key} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
              {entry.name}
              {entry.detail && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', ml: 1, whiteSpace: 'nowrap' }}>
                  {entry.detail}
                </Typography>
              )}
            </Typography>
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {t('staff.payments.dashboard.units', { count: entry.quantity })} · {formatPrice(entry.revenue)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const card = { p: 2, borderRadius: 2, minWidth: 0 } as const;

/** The best sellers (by units or by so'm, the staff member's pick) and the best-selling categories. */
export function TopLists({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [by, setBy] = useState<'quantity' | 'revenue'>('quantity');
  const products: TopProduct[] = by === 'quantity' ? board.topProductsByQuantity : board.topProductsByRevenue;
  const productEntries = products.map((product) => ({ ...product, key: product.productId, name: localizedName(product, language), detail: product.referenceNumber }));
  const categoryEntries = board.topCategories.map((category: TopCategory) => ({ ...category, key: category.categoryId, name: localizedName(category, language) }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper component="section" aria-labelledby="dashboard-top-products" variant="outlined" sx={card}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="dashboard-top-products" component="h2" variant="h6">
            {t('staff.payments.dashboard.topProducts')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={by}
            onChange={(_event, next: 'quantity' | 'revenue' | null) => next && setBy(next)}
            aria-label={t('staff.payments.dashboard.rankBy')}
          >
            <ToggleButton value="quantity">{t('staff.payments.dashboard.byQuantity')}</ToggleButton>
            <ToggleButton value="revenue">{t('staff.payments.dashboard.byRevenue')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <RankedList entries={productEntries} label={t('staff.payments.dashboard.topProducts')} />
      </Paper>
      <Paper component="section" aria-labelledby="dashboard-top-categories" variant="outlined" sx={card}>
        <Typography id="dashboard-top-categories" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('staff.payments.dashboard.topCategories')}
        </Typography>
        <RankedList entries={categoryEntries} label={t('staff.payments.dashboard.topCategories')} />
      </Paper>
    </Box>
  );
}
