import { Chip, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { groupThousands, useFormatPrice } from '../../components/Price';
import { QueryView } from '../../components/QueryView';
import { useGetAllStatusQuery } from './api';
import { useTierName } from './useTierName';

/** The tiers from the server (Start 0, Bronze 1 500, Silver 3 000, Gold 6 000) with the coupon each awards. */
export function TierTable({ currentTier }: { currentTier: string | null }) {
  const { t } = useTranslation();
  const tierName = useTierName();
  const formatPrice = useFormatPrice();
  const tiersRead = useGetAllStatusQuery();

  return (
    <QueryView
      query={tiersRead}
      loading={
        <div role="status" aria-busy="true" aria-label={t('profile.status.tiersLoading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </div>
      }
      failure={t('profile.status.tiersError')}
      empty={<Typography sx={{ color: 'text.secondary' }}>{t('profile.status.tiersEmpty')}</Typography>}
    >
      {(tiers) => {
        const ordered = [...tiers].sort((a, b) => a.minPoints - b.minPoints);
        return (
          <>
            <Table size="small" aria-labelledby="tier-table-heading" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('profile.status.table.tier')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('profile.status.table.from')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {t('profile.status.table.coupon')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ordered.map((tier) => {
                  const current = tier.name === currentTier;
                  return (
                    <TableRow key={tier.id} aria-current={current ? 'true' : undefined} sx={current ? { bgcolor: 'rgba(168, 85, 43, 0.08)' } : undefined}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                        {tierName(tier.name)}
                        {current && <Chip size="small" label={t('profile.status.yours')} sx={{ ml: 1, height: 20, fontSize: 11 }} />}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {groupThousands(tier.minPoints)}
                      </TableCell>
                      <TableCell>
                        {tier.coupon
                          ? t('profile.status.coupon', { amount: formatPrice(tier.coupon.credit), days: tier.coupon.validDays, count: tier.coupon.validDays })
                          : t('profile.status.noCoupon')}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: 2 }}>{t('profile.status.couponNote')}</Typography>
          </>
        );
      }}
    </QueryView>
  );
}
