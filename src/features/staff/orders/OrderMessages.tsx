import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrderMessage } from '../../../../contract/staff-orders';
import { formatPhone } from '../../../components/formatPhone';
import { useOrderDates } from '../../orders/useOrderDates';

type Shown = 'PENDING' | 'RETRYING' | 'DONE' | 'FAILED';
const stateColors: Record<Shown, 'default' | 'warning' | 'success' | 'error'> = { PENDING: 'default', RETRYING: 'warning', DONE: 'success', FAILED: 'error' };
const EVENTS = ['PAID', 'SENT', 'REACHED', 'REJECTED', 'REFUNDED'] as const;
const isKnownEvent = (event: string): event is (typeof EVENTS)[number] => (EVENTS as readonly string[]).includes(event);

/** A pending message whose last attempt failed is being retried: staff should see it has not reached the customer yet. */
const shownState = (message: OrderMessage): Shown => (message.state === 'PENDING' && message.lastError ? 'RETRYING' : message.state);

function MessageLine({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  const state = shownState(message);
  // A message of an event this screen has no words for (a newer server) keeps the event's own name.
  const event = isKnownEvent(message.event) ? t(`staff.orders.messages.event.${message.event}`) : message.event;
  const recipient =
    message.channel === 'TELEGRAM'
      ? t('staff.orders.messages.byTelegram')
      : message.phoneNumber && t('staff.orders.messages.to', { phone: formatPhone(message.phoneNumber) });
  return (
    <Box component="li" sx={{ fontSize: 14 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 14 }}>
          {event}
        </Typography>
        <Chip size="small" color={stateColors[state]} variant={state === 'PENDING' ? 'outlined' : 'filled'} label={t(`staff.orders.messages.state.${state}`)} />
      </Stack>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {recipient && `${recipient} · `}
        {message.sentAt
          ? t('staff.orders.messages.sentAt', { date: dates.dateTime(message.sentAt) })
          : message.failedAt
            ? t('staff.orders.messages.failedAt', { date: dates.dateTime(message.failedAt) })
            : dates.dateTime(message.createdAt)}
      </Typography>
      {message.lastError && message.state !== 'DONE' && (
        <Typography sx={{ fontSize: 13, color: state === 'FAILED' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('staff.orders.messages.error', { error: message.lastError })}
        </Typography>
      )}
      {state !== 'DONE' && state !== 'PENDING' && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {t('staff.orders.attempt', { attempts: message.attempts, max: message.maxAttempts })}
          {state === 'RETRYING' && message.nextAttemptAt && ` · ${t('staff.orders.nextAttempt', { date: dates.dateTime(message.nextAttemptAt) })}`}
        </Typography>
      )}
    </Box>
  );
}

/** The messages the order's changes sent the customer (SMS or the shop's bot), oldest first: whether each went. */
export function OrderMessages({ messages }: { messages: OrderMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('staff.orders.messages.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {messages.map((message) => (
        <MessageLine key={message.id} message={message} />
      ))}
    </Stack>
  );
}
