import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { paymentTransactions } from './payments';

/**
 * The fiscal receipts the payment providers registered for the shop's payments (PayMe's SetFiscalData): one
 * per transaction and kind, PERFORM for the payment and CANCEL for its refund, so a refund keeps its own.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serial('id').primaryKey(),
    paymentTransactionId: integer('payment_transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    provider: text('provider', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    type: text('type', { enum: ['PERFORM', 'CANCEL'] }).notNull(),
    // The provider's fields as it sent them: its receipt number in the virtual fiscal module, the OFD's
    // status (0 accepted) and message, the module's number, the fiscal sign, the OFD's date and receipt page.
    receiptId: text('receipt_id').notNull(),
    statusCode: integer('status_code'),
    message: text('message'),
    terminalId: text('terminal_id'),
    fiscalSign: text('fiscal_sign'),
    qrCodeUrl: text('qr_code_url').notNull(),
    fiscalDate: text('fiscal_date'),
    createdAt: createdAt(),
    // A repeat of the call with other values (PayMe sends again after an OFD error is resolved) replaces them.
    updatedAt: moment('updated_at'),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_transaction_type_idx').on(t.paymentTransactionId, t.type),
    index('fiscal_receipts_created_idx').on(t.createdAt),
  ],
);
