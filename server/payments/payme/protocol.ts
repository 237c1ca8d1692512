import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';

/** PayMe Merchant API error codes (PAYMENTS.md). */
export const PaymeCode = {
  PARSE_ERROR: -32700,
  MALFORMED: -32600,
  UNKNOWN_METHOD: -32601,
  INSUFFICIENT_PRIVILEGE: -32504,
  INTERNAL: -32400,
  WRONG_AMOUNT: -31001,
  TRANSACTION_NOT_FOUND: -31003,
  CANNOT_CANCEL: -31007,
  CANNOT_PERFORM: -31008,
  // The account errors, -31050 to -31099, carry the field name "order_id" as data.
  ORDER_NOT_FOUND: -31050,
  ORDER_PAID: -31051,
  ORDER_CANCELLED: -31052,
} as const;
export type PaymeCode = (typeof PaymeCode)[keyof typeof PaymeCode];

export interface LocalisedMessage {
  ru: string;
  uz: string;
  en: string;
}

const MESSAGES: Record<PaymeCode, LocalisedMessage> = {
  [-32700]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlil xatosi', en: 'Parse error' },
  [-32600]: { ru: 'Неверный RPC-запрос', uz: 'Noto‘g‘ri RPC so‘rovi', en: 'Malformed request' },
  [-32601]: { ru: 'Метод не найден', uz: 'Metod topilmadi', en: 'Method not found' },
  [-32504]: { ru: 'Недостаточно привилегий', uz: 'Huquqlar yetarli emas', en: 'Insufficient privileges' },
  [-32400]: { ru: 'Внутренняя ошибка', uz: 'Ichki xato', en: 'Internal error' },
  [-31001]: { ru: 'Неверная сумма', uz: 'Noto‘g‘ri summa', en: 'Wrong amount' },
  [-31003]: { ru: 'Транзакция не найдена', uz: 'Tranzaksiya topilmadi', en: 'Transaction not found' },
  [-31007]: {
    ru: 'Заказ доставлен, отмена невозможна',
    uz: 'Buyurtma yetkazilgan, bekor qilib bo‘lmaydi',
    en: 'The order is delivered and cannot be cancelled',
  },
  [-31008]: {
    ru: 'Невозможно выполнить операцию',
    uz: 'Amalni bajarib bo‘lmaydi',
    en: 'The operation is impossible in the current state',
  },
  [-31050]: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' },
  [-31051]: { ru: 'Заказ уже оплачен', uz: 'Buyurtma allaqachon to‘langan', en: 'The order is already paid' },
  [-31052]: { ru: 'Заказ отменён', uz: 'Buyurtma bekor qilingan', en: 'The order is cancelled' },
};

export interface PaymeFailure {
  code: PaymeCode;
  data?: string;
}

export type PaymeOutcome<T> = { result: T } | { error: PaymeFailure };

export const fail = (code: PaymeCode, data?: string): { error: PaymeFailure } => ({ error: data === undefined ? { code } : { code, data } });
export const accountError = (code: PaymeCode) => fail(code, 'order_id');

/** The JSON-RPC answer, HTTP 200 whatever happened. */
export function rpcAnswer(id: unknown, outcome: PaymeOutcome<unknown>) {
  if ('result' in outcome) return { jsonrpc: '2.0' as const, id, result: outcome.result };
  const { code, data } = outcome.error;
  return {
    jsonrpc: '2.0' as const,
    id,
    result: null,
    error: { code, message: MESSAGES[code], ...(data === undefined ? {} : { data }) },
  };
}

// ---------- requests ----------

/**
 * What every call must look like; the method's params are checked against their own schema below. Open on
 * purpose: PayMe's protocol is PayMe's, fields it adds are ignored (the handlers read named fields only).
 */
export const RpcEnvelope = Type.Object({
  jsonrpc: Type.Optional(Type.String()),
  id: Type.Union([Type.Integer(), Type.String({ maxLength: 100 })], { description: 'echoed in the answer' }),
  method: Type.String({ maxLength: 100 }),
  params: Type.Record(Type.String(), Type.Unknown(), { additionalProperties: true }),
}, { description: 'A JSON-RPC 2.0 call of the PayMe Merchant API', additionalProperties: true });
export type RpcEnvelope = Static<typeof RpcEnvelope>;

const TransactionId = Type.String({ minLength: 1, maxLength: 64 });
// Times in ms and amounts in tiyin; bounded so no value can leave Date's or the database's range.
const Millis = Type.Number({ minimum: 0, maximum: 8_640_000_000_000 });
const Amount = Type.Number();
const Account = Type.Record(Type.String(), Type.Unknown());
// SetFiscalData's FiscalData (developer.help.paycom.uz/metody-merchant-api/setfiscaldata): receipt_id and
// qr_code_url always come, the rest when the OFD gave them. The link is shown to the customer, so only http(s).
const FiscalText = Type.String({ maxLength: 500 });
const FiscalData = Type.Object({
  receipt_id: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Integer({ minimum: 0 })]),
  status_code: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  message: Type.Optional(FiscalText),
  terminal_id: Type.Optional(Type.Union([FiscalText, Type.Integer()])),
  fiscal_sign: Type.Optional(Type.Union([FiscalText, Type.Integer()])),
  qr_code_url: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' }),
  date: Type.Optional(Type.Union([FiscalText, Type.Integer()])),
});

export const ParamSchemas = {
  CheckPerformTransaction: Type.Object({ amount: Amount, account: Account }),
  CreateTransaction: Type.Object({ id: TransactionId, time: Millis, amount: Amount, account: Account }),
  PerformTransaction: Type.Object({ id: TransactionId }),
  CancelTransaction: Type.Object({ id: TransactionId, reason: Type.Integer({ minimum: -1000, maximum: 1000 }) }),
  CheckTransaction: Type.Object({ id: TransactionId }),
  GetStatement: Type.Object({ from: Millis, to: Millis }),
  SetFiscalData: Type.Object({ id: TransactionId, type: Type.Union([Type.Literal('PERFORM'), Type.Literal('CANCEL')]), fiscal_data: FiscalData }),
};
export type PaymeMethod = keyof typeof ParamSchemas;
export type ParamsOf<M extends PaymeMethod> = Static<(typeof ParamSchemas)[M]>;

function compileAll<T extends Record<string, TSchema>>(schemas: T): { [K in keyof T]: TypeCheck<T[K]> } {
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, TypeCompiler.Compile(schema)])) as {
    [K in keyof T]: TypeCheck<T[K]>;
  };
}

export const paramChecks = compileAll(ParamSchemas);

export function isPaymeMethod(method: string): method is PaymeMethod {
  return Object.hasOwn(ParamSchemas, method);
}

// ---------- answers, for the OpenAPI document ----------

export const RpcAnswer = Type.Object({
  jsonrpc: Type.Literal('2.0'),
  id: Type.Unknown({ description: 'the id of the call, null when the call could not be read' }),
  result: Type.Unknown({
    description:
      'CheckPerformTransaction {allow}; CreateTransaction {create_time, transaction, state}; PerformTransaction ' +
      '{transaction, perform_time, state}; CancelTransaction {transaction, cancel_time, state}; CheckTransaction ' +
      '{create_time, perform_time, cancel_time, transaction, state, reason}; GetStatement {transactions}; ' +
      'SetFiscalData {success}; null on error. CheckPerformTransaction also gives the fiscal receipt data as ' +
      'detail {receipt_type, items [{title, price, count, code, package_code, vat_percent, discount}], shipping {title, price}}',
  }),
  error: Type.Optional(Type.Object({
    code: Type.Integer(),
    message: Type.Object({ ru: Type.String(), uz: Type.String(), en: Type.String() }),
    data: Type.Optional(Type.String()),
  })),
});
