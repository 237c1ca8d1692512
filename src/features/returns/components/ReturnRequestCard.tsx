import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { statusReason, toServerFailure } from '../../../../machines/serverFailure';
import { errorToast } from '../../../components/errorToast';
import { failureMessage } from '../../../components/failureMessage';
import { formatPhone } from '../../../components/formatPhone';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { useShopDate } from '../../reviews/shopDate';
import { useGetShopSettingsQuery } from '../../settings/api';
import { useWithdrawReturnMutation } from '../api';
import { takeRequestFocus } from '../focusAfterAsking';
import { awaitsParcel, canWithdraw, webAddress } from '../returnRules';
import type { ReturnRequest } from '../types';
import { ReturnStatusChip, ReturnSteps } from './ReturnSteps';

function Facts({ facts }: { facts: Array<{ term: string; detail: ReactNode; testId?: string }> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 } }}>
      {facts.map((fact) => (
        <Box key={fact.term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary', mt: { xs: 0.75, sm: 0 } }}>
            {fact.term}
          </Typography>
          <Typography component="dd" data-testid={fact.testId} sx={{ m: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
            {fact.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Where the money stands: waiting for the parcel, on its way back, back, or held up. */
function refundStateKey(request: ReturnRequest) {
  if (request.status === 'REFUNDED' || request.refundState === 'DONE') return 'done' as const;
  if (request.refundState === 'FAILED') return 'failed' as const;
  if (request.refundState === 'WAITING') return 'waiting' as const;
  return 'afterParcel' as const;
}

/** One return or exchange request: its step, what the shopper does next, and the shop's answer, parcel or money. */
export function ReturnRequestCard({ request, customerId }: { request: ReturnRequest; customerId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const date = useShopDate();
  const { enqueueSnackbar } = useSnackbar();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawReturnMutation();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const number = String(request.id);
  const ended = request.status === 'REJECTED' || request.status === 'CLOSED';
  const receiptUrl = webAddress(request.refundReceiptUrl);

  useEffect(() => {
    if (takeRequestFocus(request.id)) section.current?.focus();
  }, [request.id]);

  async function withdrawRequest() {
    try {
      await withdraw({ id: request.id, orderId: request.orderId, customerId }).unwrap();
      enqueueSnackbar(t('returns.toasts.withdrawn'), { variant: 'success' });
    } catch (error) {
      const reason = statusReason(toServerFailure(error));
      errorToast(reason === 'conflict' ? t('returns.errors.withdrawConflict') : reason === 'forbidden' || reason === 'notFound' ? t('returns.errors.notFound') : failureMessage(error, t));
    }
  }

  // Another colour of the article is named; another size of the same product needs only its size.
  const target = request.exchange
    ? request.exchange.nameUZB === request.nameUZB
      ? t('returns.target.size', { size: request.exchange.size })
      : t('returns.target.other', { name: localizedName(request.exchange, language), size: request.exchange.size })
    : '';
  const line = t(request.kind === 'EXCHANGE' && request.exchange ? 'returns.request.exchangeLine' : 'returns.request.line', {
    name: localizedName(request, language),
    size: request.size,
    target,
    quantity: request.quantity,
  });
  const facts: Array<{ term: string; detail: ReactNode; testId?: string }> = [
    { term: t('returns.request.reason'), detail: t(`returns.reasons.${request.reason}`) },
    { term: t('returns.request.createdAt'), detail: date(request.createdAt) },
  ];
  if (request.kind === 'RETURN' && !ended) {
    facts.push(
      { term: t('returns.request.refundAmount'), detail: formatPrice(request.refundAmount), testId: 'return-refund-amount' },
      { term: t('returns.request.refundProvider'), detail: t(`orders.providers.${request.refundProvider}.name`), testId: 'return-refund-provider' },
      {
        term: t('returns.request.refundState'),
        detail: t(`returns.refund.${refundStateKey(request)}`, { date: request.refundedAt ? date(request.refundedAt) : '' }),
        testId: 'return-refund-state',
      },
    );
  }
  if (request.exchangeTrackingNumber) {
    facts.push({ term: t('returns.request.tracking'), detail: request.exchangeTrackingNumber, testId: 'return-tracking' });
  }

  return (
    <Box
      ref={section}
      component="section"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid={`return-request-${request.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap' }}>
        <Typography id={titleId} sx={{ fontSize: 15, fontWeight: 700 }}>
          {t(`returns.request.title.${request.kind}`, { number })}
        </Typography>
        <ReturnStatusChip status={request.status} />
      </Stack>
      <Typography sx={{ fontSize: 14, mt: 0.5, overflowWrap: 'anywhere' }}>{line}</Typography>

      {!ended && (
        <Box sx={{ mt: 2, mx: { xs: -1, sm: 0 } }}>
          <ReturnSteps request={request} />
        </Box>
      )}

      {request.status === 'REJECTED' && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {request.decisionNote ? t('returns.request.rejectedWhy', { note: request.decisionNote }) : t('returns.request.rejected')}
        </Alert>
      )}
      {request.status !== 'REJECTED' && request.decisionNote && (
        <Typography sx={{ mt: 1.5, fontSize: 14 }}>{t('returns.request.note', { note: request.decisionNote })}</Typography>
      )}

      {awaitsParcel(request.status) && (
        <Alert severity="info" icon={false} sx={{ mt: 1.5 }} data-testid="return-instructions">
          <Typography sx={{ fontSize: 14, fontWeight: 600 }}>
            {t(request.status === 'REQUESTED' ? 'returns.instructions.afterApproval' : 'returns.instructions.now')}
          </Typography>
          <Typography sx={{ fontSize: 14 }}>{t(`returns.instructions.${request.handover}`, { number })}</Typography>
          <ParcelRecipient handover={request.handover} />
        </Alert>
      )}

      {request.status === 'EXCHANGED' && request.exchange && (
        <Typography sx={{ mt: 1.5, fontSize: 14 }}>
          {t('returns.request.exchangeSent', { target, date: request.exchangeSentAt ? date(request.exchangeSentAt) : '' })}
        </Typography>
      )}

      <Box sx={{ mt: 1.5 }}>
        <Facts facts={facts} />
      </Box>

      {(receiptUrl || canWithdraw(request.status)) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          {receiptUrl && (
            <Button
              component={Link}
              href={receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
              startIcon={<ReceiptLongOutlinedIcon />}
              aria-label={t('returns.request.receiptLabel', { number })}
              data-testid="return-refund-receipt"
            >
              {t('returns.request.receipt')}
            </Button>
          )}
          {canWithdraw(request.status) && (
            <Button size="small" color="inherit" variant="outlined" loading={withdrawing} onClick={() => void withdrawRequest()} aria-label={t('returns.request.withdrawLabel', { number })}>
              {t('returns.request.withdraw')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * Where a parcel goes and whom to ask (the shop settings: its name, phone and first branch's address); nothing while
 * they load, the instructions above stand alone.
 */
function ParcelRecipient({ handover }: { handover: ReturnRequest['handover'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: settings } = useGetShopSettingsQuery();
  if (!settings) return null;
  const branch = settings.branches[0];
  const shop = settings.shopName;
  const phone = formatPhone(settings.phoneNumber);
  const text =
    handover === 'POST' && branch
      ? t('returns.instructions.recipient', { shop, address: language === 'ru' ? branch.addressRu : branch.addressUz, phone })
      : t('returns.instructions.contact', { shop, phone });
  return <Typography sx={{ fontSize: 14, mt: 0.5 }} data-testid="return-recipient">{text}</Typography>;
}
