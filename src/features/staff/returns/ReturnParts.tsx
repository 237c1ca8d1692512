import type { ReactNode } from 'react';
import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { mediaUrl } from '../../../app/config';
import { formatPhone } from '../../../components/formatPhone';
import { useFormatPrice } from '../../../components/Price';
import { shopMoment } from '../../../components/shopTime';
import { useLanguage } from '../../../i18n/useLanguage';
import { localizedName } from '../../../i18n/localized';
import { staffOrderPath } from '../kit/staffPaths';
import { lineName } from './returnsView';

/** One part of the request's page, a section named by its heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Labelled facts; a fact without a value is left out. */
export function Facts({ facts }: { facts: Array<[label: string, value: ReactNode | null]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75 }}>
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** The line as bought, what the shopper wants instead (an exchange) and how many units. */
export function LinePart({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const image = mediaUrl(request.imageUrl);
  const exchange = request.exchange;
  return (
    <Part title={t('staff.returns.parts.line')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {image && <Box component="img" src={image} alt="" sx={{ width: 72, height: 96, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{lineName(request, language)}</Typography>
          <Facts
            facts={[
              [t('staff.returns.facts.kind'), t(`staff.returns.kinds.${request.kind}`)],
              [t('staff.returns.facts.size'), request.size],
              [t('staff.returns.facts.quantity'), t('staff.returns.units', { count: request.quantity })],
              [t('staff.returns.facts.unitPrice'), formatPrice(request.unitPrice)],
              [t('staff.returns.facts.exchangeTo'), exchange ? t('staff.returns.line', { name: localizedName(exchange, language), size: exchange.size }) : null],
            ]}
          />
        </Stack>
      </Stack>
    </Part>
  );
}

/** Why it comes back, in the shopper's words and the reason chosen. */
export function ReasonPart({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  return (
    <Part title={t('staff.returns.parts.reason')}>
      <Typography sx={{ fontWeight: 600 }}>{t(`staff.returns.reasons.${request.reason}`)}</Typography>
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: request.comment ? 'text.primary' : 'text.secondary' }}>
        {request.comment ?? t('staff.returns.noComment')}
      </Typography>
    </Part>
  );
}

/** The order's payment, with a link to the order's own page. */
export function OrderPart({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <Part title={t('staff.returns.parts.order')}>
      <Facts
        facts={[
          [t('staff.returns.facts.provider'), t(`staff.payments.providers.${request.refundProvider}`)],
          [t('staff.returns.facts.paid'), formatPrice(request.orderPaidAmount)],
          [t('staff.returns.facts.orderTotal'), formatPrice(request.orderTotal)],
          [t('staff.returns.facts.refundAmount'), request.kind === 'RETURN' ? formatPrice(request.refundAmount) : null],
        ]}
      />
      <MuiLink component={Link} to={staffOrderPath(request.orderId)} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
        {t('staff.returns.openOrder', { number: request.orderNumber })}
      </MuiLink>
    </Part>
  );
}

/** Who asked, how the parcel travels, what staff said and when each step happened. */
export function HandoverPart({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const phone = request.customerPhoneNumber;
  return (
    <Part title={t('staff.returns.parts.handover')}>
      <Facts
        facts={[
          [t('staff.returns.facts.customer'), request.customerName || '—'],
          [t('staff.returns.facts.phone'), phone ? <MuiLink href={`tel:${phone}`}>{formatPhone(phone)}</MuiLink> : null],
          [t('staff.returns.facts.handover'), t(`staff.returns.handovers.${request.handover}`)],
          [t('staff.returns.facts.decisionNote'), request.decisionNote],
          [t('staff.returns.facts.tracking'), request.exchangeTrackingNumber],
          [t('staff.returns.facts.createdAt'), shopMoment(request.createdAt)],
          [t('staff.returns.facts.decidedAt'), shopMoment(request.decidedAt)],
          [t('staff.returns.facts.receivedAt'), shopMoment(request.receivedAt)],
          [t('staff.returns.facts.refundedAt'), shopMoment(request.refundedAt)],
          [t('staff.returns.facts.exchangeSentAt'), shopMoment(request.exchangeSentAt)],
        ]}
      />
    </Part>
  );
}
