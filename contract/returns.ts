import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { PaymentMethod } from './order';
import {
  MAX_RETURN_COMMENT,
  MAX_RETURN_DECISION_NOTE,
  MAX_RETURN_PHOTOS,
  MAX_RETURN_TRACKING_NUMBER,
  REFUND_STATES,
  RETURN_HANDOVERS,
  RETURN_KINDS,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './limits';
import { ClosedObject, Id } from './request';

/*
 * Returns and exchanges (docs/api.md "Returns and exchanges"): a shopper asks to send back some units of one line of a
 * delivered order, for the money (RETURN) or for another size or colour of the same article (EXCHANGE); staff approve
 * or reject, receive the parcel (the units go back to stock) and then the money goes back through the provider that
 * took it, or the new size travels as a new shipment of the same order.
 */

const Status = Type.Union(RETURN_STATUSES.map((status) => Type.Literal(status)));
const Kind = Type.Union(RETURN_KINDS.map((kind) => Type.Literal(kind)));
const Reason = Type.Union(RETURN_REASONS.map((reason) => Type.Literal(reason)));
const Handover = Type.Union(RETURN_HANDOVERS.map((handover) => Type.Literal(handover)));

/** The size (and colour) an exchange asks for: a size variant of the same article (same reference number). */
export const ExchangeChoice = Type.Object({
  productId: Type.Integer(),
  productSizeVariantId: Type.Integer(),
  size: Type.String(),
  colorId: Nullable(Type.Integer()),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
});
export type ExchangeChoice = Static<typeof ExchangeChoice>;

/** A return or exchange request as the shopper and staff read it. */
export const ReturnRequest = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  orderItemId: Type.Integer(),
  customerId: Type.Integer(),
  kind: Kind,
  status: Status,
  quantity: Type.Integer({ minimum: 1 }),
  reason: Reason,
  comment: Nullable(Type.String()),
  photos: Type.Array(Type.String({ description: 'a picture’s address under /media' }), { maxItems: MAX_RETURN_PHOTOS }),
  handover: Handover,
  // The line as ordered (copies, as the order keeps them).
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  size: Type.String(),
  imageUrl: Nullable(Type.String()),
  unitPrice: Type.Integer(),
  exchange: Nullable(ExchangeChoice),
  decisionNote: Nullable(Type.String({ description: 'why staff rejected (the shopper reads it), or a note on approval' })),
  exchangeTrackingNumber: Nullable(Type.String()),
  refundAmount: Type.Integer({ description: "so'm going back for a RETURN (0 for an exchange): the units' share of what was paid" }),
  refundProvider: PaymentMethod,
  refundState: Nullable(Type.Union(REFUND_STATES.map((state) => Type.Literal(state)))),
  refundReceiptUrl: Nullable(Type.String({ description: 'the fiscal receipt of the refund (its QR link), once the provider sends it' })),
  createdAt: Moment,
  decidedAt: Nullable(Moment),
  receivedAt: Nullable(Moment),
  refundedAt: Nullable(Moment),
  exchangeSentAt: Nullable(Moment),
});
export type ReturnRequest = Static<typeof ReturnRequest>;

/** What each line of a delivered order may still ask for, with the order's return deadlines. */
export const ReturnableLine = Type.Object({
  orderItemId: Type.Integer(),
  returnableQuantity: Type.Integer({ description: 'bought units not yet in a request that is open or done' }),
  openRequestId: Nullable(Type.Integer()),
  exchangeChoices: Type.Array(Type.Object({ choice: ExchangeChoice, stock: Type.Integer() })),
});
export const Returnability = Type.Object({
  orderId: Type.Integer(),
  deliveredAt: Nullable(Moment),
  returnUntil: Nullable(Moment),
  defectClaimUntil: Nullable(Moment),
  lines: Type.Array(ReturnableLine),
});
export type Returnability = Static<typeof Returnability>;

export const CreateReturnBody = ClosedObject({
  orderItemId: Id,
  kind: Kind,
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  reason: Reason,
  comment: Type.Optional(Nullable(Type.String({ maxLength: MAX_RETURN_COMMENT }))),
  photos: Type.Optional(Type.Array(Type.String({ maxLength: 300, pattern: '^/media/' }), { maxItems: MAX_RETURN_PHOTOS, uniqueItems: true })),
  handover: Handover,
  exchangeSizeVariantId: Type.Optional(Nullable(Id)),
});
export type CreateReturnBody = Static<typeof CreateReturnBody>;

/* Staff. */

export const ReturnDecisionBody = ClosedObject({
  note: Type.Optional(Nullable(Type.String({ maxLength: MAX_RETURN_DECISION_NOTE }))),
});
export type ReturnDecisionBody = Static<typeof ReturnDecisionBody>;

export const RejectReturnBody = ClosedObject({
  note: Type.String({ minLength: 1, maxLength: MAX_RETURN_DECISION_NOTE, pattern: '\\S', description: 'the reason the shopper reads' }),
});
export type RejectReturnBody = Static<typeof RejectReturnBody>;

export const SendExchangeBody = ClosedObject({
  trackingNumber: Type.String({ minLength: 1, maxLength: MAX_RETURN_TRACKING_NUMBER, pattern: '\\S' }),
});
export type SendExchangeBody = Static<typeof SendExchangeBody>;

/** What staff must do about a request's money, in words the list and the detail show. */
export const RefundStep = Type.Union([
  Type.Literal('NONE'),
  Type.Literal('CLICK_REVERSAL'),
  Type.Literal('PAYME_CABINET'),
  Type.Literal('UZUM_CABINET'),
  Type.Literal('BY_HAND'),
]);
export type RefundStep = Static<typeof RefundStep>;

export const StaffReturnRequest = Type.Composite([
  ReturnRequest,
  Type.Object({
    customerName: Type.String(),
    customerPhoneNumber: Type.String(),
    orderTotal: Type.Integer(),
    orderPaidAmount: Type.Integer({ description: "what the order's payment took, so'm" }),
    refundStep: RefundStep,
    cabinetAmount: Type.Integer({ description: "the amount staff refund in the provider's cabinet (PayMe and Uzum refund whole payments only)" }),
  }),
]);
export type StaffReturnRequest = Static<typeof StaffReturnRequest>;

export const ReturnCounts = Type.Record(Type.String(), Type.Integer(), { description: 'requests per status' });
export type ReturnCounts = Static<typeof ReturnCounts>;
