import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { useFormatPrice } from '../../../components/Price';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import type { ReturnMoveName } from './api';
import { ConfirmStepDialog, DecisionDialog, SendExchangeDialog } from './ReturnDialogs';
import { useReturnMoves } from './useReturnMoves';

/**
 * The moves a request's status allows (docs/api.md: REQUESTED to APPROVED or REJECTED; APPROVED to RECEIVED or
 * CLOSED; a RECEIVED exchange is sent), and the money's own steps: "refunded by hand" where the cabinet cannot refund
 * part of a payment, a Click reversal tried again once it failed. The first is the main one.
 */
export function allowedMoves(request: Pick<StaffReturnRequest, 'status' | 'kind' | 'refundStep' | 'refundState'>): ReturnMoveName[] {
  switch (request.status) {
    case 'REQUESTED':
      return ['approve', 'reject'];
    case 'APPROVED':
      return ['receive', 'close'];
    case 'RECEIVED':
      if (request.kind === 'EXCHANGE') return ['sendExchange'];
      return [...(request.refundStep === 'BY_HAND' ? (['refundedByHand'] as const) : []), ...(request.refundState === 'FAILED' ? (['retryRefund'] as const) : [])];
    default:
      return [];
  }
}

/** Each move's button; every one but the Click retry asks first in a dialog. */
export function ReturnActions({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { run, running } = useReturnMoves();
  const [dialog, setDialog] = useState<ReturnMoveName | null>(null);
  const moves = allowedMoves(request);
  if (moves.length === 0) return null;

  const busy = running !== null;
  const { id } = request;
  const done = (moved: boolean) => {
    if (moved) setDialog(null);
  };
  const cancel = () => setDialog(null);
  const open = (move: ReturnMoveName) => (move === 'retryRefund' ? void run({ move, id }) : setDialog(move));

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {moves.map((move, index) => (
        <Button
          key={move}
          variant={index === 0 ? 'contained' : 'outlined'}
          color={move === 'reject' || move === 'close' ? 'error' : 'primary'}
          onClick={() => open(move)}
          loading={running === move && dialog === null}
          disabled={busy}
          aria-haspopup={move === 'retryRefund' ? undefined : 'dialog'}
        >
          {t(`staff.returns.actions.${move}`)}
        </Button>
      ))}
      {(dialog === 'approve' || dialog === 'reject') && (
        <DecisionDialog
          request={request}
          decision={dialog}
          busy={busy}
          onCancel={cancel}
          onConfirm={(note) => void run(dialog === 'reject' ? { move: 'reject', id, body: { note } } : { move: 'approve', id, body: note ? { note } : {} }).then(done)}
        />
      )}
      {dialog === 'sendExchange' && (
        <SendExchangeDialog request={request} busy={busy} onCancel={cancel} onConfirm={(trackingNumber) => void run({ move: 'sendExchange', id, body: { trackingNumber } }).then(done)} />
      )}
      {(dialog === 'receive' || dialog === 'refundedByHand') && (
        <ConfirmStepDialog request={request} step={dialog} amount={formatPrice(request.refundAmount)} busy={busy} onCancel={cancel} onConfirm={() => void run({ move: dialog, id }).then(done)} />
      )}
      {dialog === 'close' && (
        <ConfirmDeleteDialog
          title={t('staff.returns.close.title', { id })}
          text={t(request.kind === 'EXCHANGE' ? 'staff.returns.close.textExchange' : 'staff.returns.close.text')}
          confirm={t('staff.returns.close.confirm')}
          keep={t('staff.returns.close.keep')}
          busy={busy}
          onCancel={cancel}
          onConfirm={() => void run({ move: 'close', id }).then(done)}
        />
      )}
    </Stack>
  );
}
