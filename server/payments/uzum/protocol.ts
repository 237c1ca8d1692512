import { Type, type Static } from '@sinclair/typebox';

/** Uzum Bank Merchant API error codes (PAYMENTS.md). */
export const UzumCode = {
  AUTH: 10001,
  JSON_PARSE: 10002,
  WRONG_METHOD: 10003,
  MISSING_FIELDS: 10005,
  WRONG_SERVICE: 10006,
  ORDER_NOT_FOUND: 10007,
  ALREADY_PAID: 10008,
  PAYMENT_CANCELLED: 10009,
  ALREADY_CREATED: 10010,
  WRONG_AMOUNT: 10011,
  TRANSACTION_NOT_FOUND: 10014,
  TRANSACTION_CANCELLED: 10015,
  ALREADY_CONFIRMED: 10016,
  CANNOT_REVERSE: 10017,
  ALREADY_REVERSED: 10018,
  OTHER: 99999,
} as const;
export type UzumCode = (typeof UzumCode)[keyof typeof UzumCode];

export type UzumStatus = 'CREATED' | 'CONFIRMED' | 'FAILED' | 'REVERSED';

export type UzumOutcome<T> = { answer: T } | { errorCode: UzumCode };

const ServiceId = Type.Integer({ minimum: 0, description: 'the service id Uzum issued to the shop' });
const Timestamp = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000, description: 'ms' });
const TransId = Type.String({ minLength: 1, maxLength: 64, description: "Uzum's transaction id (a UUID)" });
// The bodies are open on purpose: Uzum's protocol is Uzum's, fields it adds are ignored (the handlers read
// named fields only).
const open = { additionalProperties: true } as const;
const Params = Type.Object({ order_id: Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]) }, { ...open, description: 'the account: the order id' });

export const CheckBody = Type.Object({ serviceId: ServiceId, timestamp: Timestamp, params: Params }, open);
export const CreateBody = Type.Object({
  serviceId: ServiceId,
  timestamp: Timestamp,
  transId: TransId,
  params: Params,
  amount: Type.Integer({ minimum: 0, description: 'tiyin' }),
}, open);
export const TransactionBody = Type.Object({ serviceId: ServiceId, timestamp: Timestamp, transId: TransId }, open);
export type CheckBody = Static<typeof CheckBody>;
export type CreateBody = Static<typeof CreateBody>;
export type TransactionBody = Static<typeof TransactionBody>;

const Data = Type.Record(Type.String(), Type.Object({ value: Type.String() }), { description: 'the order: its id and number' });
const Moment = Type.Union([Type.Integer(), Type.Null()], { description: 'ms, null when it never happened' });

export const CheckAnswer = Type.Object({ serviceId: Type.Integer(), timestamp: Type.Integer(), status: Type.Literal('OK'), data: Data });
export const TransactionAnswer = Type.Object({
  serviceId: Type.Integer(),
  transId: Type.String(),
  status: Type.String({ description: 'CREATED, CONFIRMED, FAILED or REVERSED' }),
  transTime: Type.Optional(Moment),
  confirmTime: Type.Optional(Moment),
  reverseTime: Type.Optional(Moment),
  data: Data,
  amount: Type.Integer(),
});
export const FailureAnswer = Type.Object({
  serviceId: Type.Integer(),
  transId: Type.Optional(Type.String()),
  timestamp: Type.Optional(Type.Integer()),
  status: Type.Literal('FAILED'),
  errorCode: Type.Integer(),
});
export type CheckAnswer = Static<typeof CheckAnswer>;
export type TransactionAnswer = Static<typeof TransactionAnswer>;
export type FailureAnswer = Static<typeof FailureAnswer>;
