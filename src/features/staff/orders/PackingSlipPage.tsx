import { Box, Button, GlobalStyles, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StaffOrderDetail } from '../../../../contract/staff-orders';
import { formatPhone } from '../../../components/formatPhone';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { recordId } from '../../../components/positiveInteger';
import { StatusMessage } from '../../../components/StatusMessage';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useOrderAddressText } from '../../orders/orderAddress';
import { orderFailure } from '../../orders/orderFailure';
import { useOrderDates } from '../../orders/useOrderDates';
import { StaffHeading } from '../frame/StaffHeading';
import { useGetStaffOrderQuery } from './api';
import { StaffBackLink } from '../kit/StaffBackLink';

const slipId = 'packing-slip';

/*
 * On paper only the slip: the frame's bar, the sections and the buttons are hidden, and the slip starts at the top of
 * the page in black on white.
 */
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${slipId}, #${slipId} *`]: { visibility: 'visible' },
    [`#${slipId}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none !important', boxShadow: 'none !important' },
    '@page': { margin: '12mm' },
  },
} as const;

function Slip({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const addressText = useOrderAddressText();
  const dates = useOrderDates();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Paper id={slipId} variant="outlined" sx={{ p: { xs: 2, md: 4 }, color: '#000', bgcolor: '#fff' }}>
      <Typography component="p" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, letterSpacing: 1, fontFamily: 'monospace' }}>
        {order.orderNumber}
      </Typography>
      <Typography sx={{ fontSize: 14, mb: 2 }}>{t('staff.orders.placedAt', { date: dates.dateTime(order.createdAt) })}</Typography>
      <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>{t('staff.orders.receiver')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>{`${order.receiverName}, ${formatPhone(order.receiverPhoneNumber)}`}</Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>{t('staff.orders.address')}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>{addressText(order.address)}</Typography>
        {order.postTrackingNumber && (
          <>
            <Typography component="dt" sx={{ fontWeight: 700 }}>{t('orders.facts.tracking')}</Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>{order.postTrackingNumber}</Typography>
          </>
        )}
      </Box>
      <Table size="small" aria-label={t('staff.orders.lines')} sx={{ '& td, & th': { color: '#000', borderColor: '#999', px: { xs: 0.75, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staff.orders.product')}</TableCell>
            <TableCell>{t('staff.orders.size')}</TableCell>
            <TableCell>{t('staff.orders.colour')}</TableCell>
            <TableCell align="right">{t('staff.orders.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={`${item.productSizeVariantId}-${item.unitPrice}`}>
              <TableCell>{localizedName(item, language)}</TableCell>
              <TableCell>{item.size}</TableCell>
              <TableCell>{item.color ? localizedName(item.color, language) : '—'}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 2, fontWeight: 700, textAlign: 'right' }}>{t('staff.orders.linesTotal', { count: units })}</Typography>
    </Paper>
  );
}

/** /staff/orders/:id/print: the packing slip to put in the parcel (number, receiver, address, lines), and Print. */
export function PackingSlipPage() {
  const { t } = useTranslation();
  const id = recordId(useParams().id);
  const read = useGetStaffOrderQuery(id ?? skipToken);
  const reason = read.isError ? orderFailure(read.error).reason : null;
  const title = read.data ? t('staff.orders.printTitle', { number: read.data.orderNumber }) : t('staff.orders.print');
  const notFound = <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.orders.notFound')} />;
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <StaffBackLink to={id !== undefined ? `/staff/orders/${id}` : '/staff/orders'}>{t('staff.orders.printBack')}</StaffBackLink>
        <Button variant="contained" startIcon={<PrintRoundedIcon />} onClick={() => window.print()} disabled={!read.data}>
          {t('staff.orders.printButton')}
        </Button>
      </Stack>
      <StaffHeading>{title}</StaffHeading>
      {id === undefined ? (
        notFound
      ) : (
        <QueryView
          query={read}
          loading={<Skeleton variant="rounded" height={320} role="status" aria-busy="true" aria-label={t('staff.orders.detailLoading')} />}
          failure={(retry) => (reason === 'notFound' ? notFound : <LoadFailure message={t('staff.loadError')} onRetry={retry} />)}
        >
          {(order) => <Slip order={order} />}
        </QueryView>
      )}
    </>
  );
}
