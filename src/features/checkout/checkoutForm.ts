import { MAX_RECEIVER_NAME, PHONE_PATTERN } from '../../../contract/limits';
import { normalizePhone } from '../../../machines/accountValidation';
import type { PaymentMethod } from '../orders/types';

/** What the shopper fills in at checkout; the lines come from the cart. */
export type CheckoutDraft = {
  receiverName: string;
  receiverPhone: string;
  addressId: number | null;
  couponCustomerId: number | null;
  paymentMethod: PaymentMethod | null;
};

export type CheckoutField = 'receiverName' | 'receiverPhone' | 'addressId' | 'paymentMethod';
export type CheckoutProblem = 'nameRequired' | 'nameTooLong' | 'phoneInvalid' | 'addressRequired' | 'paymentRequired' | 'serverRefused';
export type CheckoutProblems = Partial<Record<CheckoutField, CheckoutProblem>>;

/** In the order the page shows them, so the first problem gets the focus. */
export const checkoutFieldOrder: CheckoutField[] = ['receiverName', 'receiverPhone', 'addressId', 'paymentMethod'];


/** "+998 90 123 45 67" and the like -> "+998901234567", or null when it is not +998 and 9 digits. */
export function receiverPhoneNumber(raw: string): string | null {
  const phone = normalizePhone(raw.trim());
  return new RegExp(PHONE_PATTERN).test(phone) ? phone : null;
}

export function validateCheckout(draft: CheckoutDraft): CheckoutProblems {
  const problems: CheckoutProblems = {};
  const name = draft.receiverName.trim();
  if (!name) problems.receiverName = 'nameRequired';
  else if (name.length > MAX_RECEIVER_NAME) problems.receiverName = 'nameTooLong';
  if (receiverPhoneNumber(draft.receiverPhone) === null) problems.receiverPhone = 'phoneInvalid';
  if (draft.addressId === null) problems.addressId = 'addressRequired';
  if (draft.paymentMethod === null) problems.paymentMethod = 'paymentRequired';
  return problems;
}

const serverFieldNames: Record<string, CheckoutField> = {
  receiverName: 'receiverName',
  receiverPhoneNumber: 'receiverPhone',
  addressId: 'addressId',
  paymentMethod: 'paymentMethod',
};

/** The server's 400 field names put on the page's fields (its texts are English, so the page words them). */
export function problemsFromServer(fields: Record<string, string>): CheckoutProblems {
  const problems: CheckoutProblems = {};
  for (const name of Object.keys(fields)) {
    const field = serverFieldNames[name];
    if (!field) continue;
    problems[field] = field === 'receiverPhone' ? 'phoneInvalid' : 'serverRefused';
  }
  return problems;
}
