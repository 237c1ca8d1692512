import { useContext, useId, useState } from 'react';
import { Box, Button, Collapse, Divider, Paper, Stack, Typography } from '@mui/material';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { SectionHeadingLevel } from '../../../components/SectionHeading';
import { OrderReturnRequests } from '../../returns/components/OrderReturnRequests';
import { ReturnLineAction } from '../../returns/components/ReturnLineAction';
import { mayAskReturn } from '../../returns/returnRules';
import { canPay, isActive } from '../orderRules';
import type { Order } from '../types';
import { useOrderDates } from '../useOrderDates';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderMoney } from './OrderMoney';
import { OrderStatusChips } from './OrderStatusChips';
import { OrderStepper } from './OrderStepper';
import { PayOrderDialog } from './PayOrderDialog';

/** One of the customer's orders: number, status and total at a glance; the lines and details unfold. */
export function OrderCard({ order, customerId }: { order: Order; customerId: number }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  // One level below the section's heading ("Active orders"), whichever layout the section is in.
  const headingLevel = useContext(SectionHeadingLevel) === 'h2' ? 'h3' : 'h4';
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const payable = canPay(order);
  const returnable = mayAskReturn(order);
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  // The payment's fiscal receipt, once the provider sent it; only a web address becomes a link.
  const receiptUrl = order.paid && order.fiscalReceiptUrl && /^https?:\/\//.test(order.fiscalReceiptUrl) ? order.fiscalReceiptUrl : null;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', columnGap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          {/* Kept on one line: the number must not break at its hyphen; the total wraps below instead. */}
          <Typography id={titleId} component={headingLevel} sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>
            {t('orders.number', { number: order.orderNumber })}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('orders.summaryLine', { date: dates.date(order.createdAt), count: pieces })}
          </Typography>
        </Box>
        <Typography sx={{ fontSize: 16, fontWeight: 700, whiteSpace: 'nowrap' }}>{formatPrice(order.total)}</Typography>
      </Stack>
      <Box sx={{ mt: 1.25 }}>
        <OrderStatusChips order={order} />
      </Box>

      {isActive(order) && (
        <Box sx={{ mt: 2.5, mx: { xs: -1, sm: 0 } }}>
          <OrderStepper status={order.status} />
        </Box>
      )}

      {payable && (
        <Typography sx={{ mt: 2, fontSize: 13, color: 'warning.dark' }}>{t('orders.unpaidHint')}</Typography>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {payable && (
          <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => setPaying(true)} aria-haspopup="dialog">
            {t('orders.pay.open')}
          </Button>
        )}
        {receiptUrl && (
          <Button
            component="a"
            href={receiptUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<ReceiptLongOutlinedIcon />}
            aria-label={t('orders.fiscalReceiptLabel', { number: order.orderNumber })}
          >
            {t('orders.fiscalReceipt')}
          </Button>
        )}
        <Button
          color="inherit"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={<ExpandMoreRoundedIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ px: 1.5, ml: payable || receiptUrl ? 0 : -1.5 }}
        >
          {open ? t('orders.hideDetails') : t('orders.showDetails')}
        </Button>
      </Stack>

      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} role="region" aria-label={t('orders.detailsLabel', { number: order.orderNumber })} sx={{ pt: 1.5 }}>
          <Divider />
          <OrderLines
            items={order.items}
            label={t('orders.linesLabel')}
            lineAction={returnable ? (item) => <ReturnLineAction customerId={customerId} order={order} item={item} /> : undefined}
          />
          <Divider sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.3fr) minmax(0, 1fr)' } }}>
            <OrderFacts order={order} />
            <OrderMoney order={order} />
          </Box>
        </Box>
      </Collapse>

      {/* A delivered order's return and exchange requests: only a delivered order can have any. */}
      {order.status === 'REACHED' && <OrderReturnRequests order={order} customerId={customerId} />}

      {paying && <PayOrderDialog order={order} customerId={customerId} onClose={() => setPaying(false)} />}
    </Paper>
  );
}
