import { Type, type Static } from '@sinclair/typebox';

/** Click SHOP API error codes (PAYMENTS.md); each answer carries the code and its note. */
export const ClickCode = {
  SUCCESS: 0,
  SIGN_FAILED: -1,
  WRONG_AMOUNT: -2,
  ACTION_NOT_FOUND: -3,
  ALREADY_PAID: -4,
  ORDER_NOT_FOUND: -5,
  TRANSACTION_NOT_FOUND: -6,
  UPDATE_FAILED: -7,
  BAD_REQUEST: -8,
  CANCELLED: -9,
} as const;
export type ClickCode = (typeof ClickCode)[keyof typeof ClickCode];

export const CLICK_NOTES: Record<ClickCode, string> = {
  [0]: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'Order does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update the order',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
};

export const ClickAction = { PREPARE: '0', COMPLETE: '1' } as const;

const Digits = Type.String({ pattern: '^[0-9]{1,19}$' });

/**
 * What Click posts to prepare (form-urlencoded strings); a post that does not fit is answered -8. Open on
 * purpose: Click's protocol is Click's, fields it adds are ignored (the handlers read named fields only).
 */
export const PrepareForm = Type.Object({
  click_trans_id: Digits,
  service_id: Digits,
  click_paydoc_id: Digits,
  merchant_trans_id: Type.String({ minLength: 1, maxLength: 64, description: 'the order id' }),
  amount: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', description: "so'm, may carry decimals" }),
  action: Type.String({ pattern: '^-?[0-9]{1,3}$', description: '0 for prepare, 1 for complete' }),
  error: Type.String({ pattern: '^-?[0-9]{1,9}$' }),
  error_note: Type.Optional(Type.String({ maxLength: 1000 })),
  sign_time: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$', description: 'YYYY-MM-DD HH:mm:ss' }),
  sign_string: Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'MD5, see PAYMENTS.md' }),
}, { additionalProperties: true });
export type PrepareForm = Static<typeof PrepareForm>;

export const CompleteForm = Type.Composite([
  PrepareForm,
  Type.Object({ merchant_prepare_id: Type.String({ pattern: '^[0-9]{1,10}$', description: 'from the prepare answer' }) }),
], { additionalProperties: true }); // open like PrepareForm: Click's protocol, not ours
export type CompleteForm = Static<typeof CompleteForm>;

export const ClickAnswer = Type.Object({
  click_trans_id: Type.Optional(Type.Number()),
  merchant_trans_id: Type.Optional(Type.String()),
  merchant_prepare_id: Type.Optional(Type.Integer()),
  merchant_confirm_id: Type.Optional(Type.Integer()),
  error: Type.Integer({ description: '0 success, -1 to -9 failures' }),
  error_note: Type.String(),
});
export type ClickAnswer = Static<typeof ClickAnswer>;
