import { Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffReturnRequest } from '../../../../contract/returns';
import type { ReturnStatus } from '../../../../contract/limits';
import { useFormatPrice } from '../../../components/Price';
import { shopMoment } from '../../../components/shopTime';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { staffOrderPath } from '../kit/staffPaths';
import { lineName, returnPath, useListState } from './returnsView';

const chipColours: Record<ReturnStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  REQUESTED: 'warning',
  APPROVED: 'info',
  REJECTED: 'error',
  RECEIVED: 'info',
  REFUNDED: 'success',
  EXCHANGED: 'success',
  CLOSED: 'default',
};

export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={chipColours[status]} variant={status === 'CLOSED' ? 'outlined' : 'filled'} label={t(`staff.returns.statuses.${status}`)} />;
}

/** The request's number, the link to its page (the table's row opens it too, the link is for the keyboard). */
function RequestLink({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const state = useListState();
  return (
    <Link to={returnPath(request.id)} state={state} aria-label={t('staff.returns.open', { id: request.id })} onClick={(event) => event.stopPropagation()} style={{ color: 'inherit', fontWeight: 600 }}>
      {t('staff.returns.number', { id: request.id })}
    </Link>
  );
}

function OrderLink({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  return (
    <Link to={staffOrderPath(request.orderId)} aria-label={t('staff.returns.orderLabel', { number: request.orderNumber })} onClick={(event) => event.stopPropagation()} style={{ color: 'inherit' }}>
      {request.orderNumber}
    </Link>
  );
}

/** What goes back: a return's money, or for an exchange the size it asks for instead. */
function useWhatGoesBack() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const target = ({ exchange, nameUZB }: StaffReturnRequest) => {
    if (!exchange) return '—';
    // Another colour of the article is named; another size of the same product needs only its size.
    return exchange.nameUZB === nameUZB ? t('staff.returns.target.size', { size: exchange.size }) : t('staff.returns.target.other', { name: localizedName(exchange, language), size: exchange.size });
  };
  return (request: StaffReturnRequest) => (request.kind === 'RETURN' ? formatPrice(request.refundAmount) : t('staff.returns.exchangeTo', { target: target(request) }));
}

const columns = ['number', 'order', 'customer', 'line', 'kind', 'quantity', 'amount', 'status', 'date'] as const;

/** The wide screen's table: a row opens the request. */
export function ReturnTable({ requests }: { requests: StaffReturnRequest[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const state = useListState();
  const whatGoesBack = useWhatGoesBack();
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Nine columns: narrower padding keeps them within a 1280 px screen beside the navigation. */}
      <Table size="small" aria-label={t('staff.returns.listLabel')} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'quantity' || column === 'amount' ? 'right' : 'left'}>
                {t(`staff.returns.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id} hover onClick={() => void navigate(returnPath(request.id), { state })} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RequestLink request={request} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OrderLink request={request} />
              </TableCell>
              <TableCell>{request.customerName}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{t('staff.returns.line', { name: lineName(request, language), size: request.size })}</TableCell>
              <TableCell>{t(`staff.returns.kinds.${request.kind}`)}</TableCell>
              <TableCell align="right">{request.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {whatGoesBack(request)}
              </TableCell>
              <TableCell>
                <ReturnStatusChip status={request.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopMoment(request.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone's list: one card a request, its number the link. */
export function ReturnCards({ requests }: { requests: StaffReturnRequest[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const whatGoesBack = useWhatGoesBack();
  return (
    <Stack component="ul" aria-label={t('staff.returns.listLabel')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {requests.map((request) => (
        <Paper component="li" key={request.id} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span">
              <RequestLink request={request} /> · <OrderLink request={request} />
            </Typography>
            <ReturnStatusChip status={request.status} />
          </Stack>
          <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{t('staff.returns.line', { name: lineName(request, language), size: request.size })}</Typography>
          <Typography variant="body2">
            {t(`staff.returns.kinds.${request.kind}`)} · {t('staff.returns.units', { count: request.quantity })} · {whatGoesBack(request)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {request.customerName} · {shopMoment(request.createdAt)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
