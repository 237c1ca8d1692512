import type { ReactNode } from 'react';
import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatPrice } from '../../../components/Price';
import { useLanguage } from '../../../i18n/useLanguage';
import { staffOrderPath } from '../kit/staffPaths';
import { formatDay } from './customerFormat';
import type { StaffCustomerCoupon, StaffCustomerOrder } from './types';

function Empty({ text }: { text: string }) {
  return (
    <Typography role="status" sx={{ color: 'text.secondary', p: 2 }}>
      {text}
    </Typography>
  );
}

/** The customer's orders, newest first: a table on a wide screen, a list on a phone; each opens the order. */
export function CustomerOrders({ orders, wide }: { orders: StaffCustomerOrder[]; wide: boolean }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  if (orders.length === 0) return <Empty text={t('staff.customers.detail.noOrders')} />;
  const status = (order: StaffCustomerOrder) => `${t(`staff.status.${order.status}`)}${order.paid ? '' : ` · ${t('staff.customers.detail.unpaid')}`}`;
  if (!wide) {
    return (
      <Box component="ul" aria-label={t('staff.customers.detail.orders')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {orders.map((order) => (
          <Box component="li" key={order.id} sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <Link to={staffOrderPath(order.id)} style={{ color: 'inherit', fontWeight: 600 }}>
              {t('staff.customers.detail.orderNumber', { number: order.orderNumber })}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDay(order.createdAt)} · {status(order)}
            </Typography>
            <Typography variant="body2">{formatPrice(order.total)}</Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('staff.customers.detail.orders')}>
        <TableHead>
          <TableRow>
            {(['number', 'date', 'status', 'total'] as const).map((column) => (
              <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                {t(`staff.customers.detail.orderColumns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link to={staffOrderPath(order.id)} style={{ color: 'inherit', fontWeight: 600 }}>
                  {order.orderNumber}
                </Link>
              </TableCell>
              <TableCell>{formatDay(order.createdAt)}</TableCell>
              <TableCell>{status(order)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(order.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The customer's coupons: name and value, whether used, and until when. */
export function CustomerCoupons({ coupons }: { coupons: StaffCustomerCoupon[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  if (coupons.length === 0) return <Empty text={t('staff.customers.detail.noCoupons')} />;
  return (
    <Box component="ul" aria-label={t('staff.customers.detail.coupons')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {coupons.map((coupon) => (
        <Stack component="li" key={coupon.id} direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {coupon.names[language]} · {formatPrice(coupon.credit)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('staff.customers.detail.expires', { date: formatDay(coupon.expireDate) })}
            </Typography>
          </Box>
          <Chip size="small" variant={coupon.used ? 'outlined' : 'filled'} color={coupon.used ? 'default' : 'success'} label={t(coupon.used ? 'staff.customers.detail.used' : 'staff.customers.detail.unused')} />
        </Stack>
      ))}
    </Box>
  );
}

/** A titled panel of the customer page. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ borderRadius: 2, mb: 2, overflow: 'hidden' }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
