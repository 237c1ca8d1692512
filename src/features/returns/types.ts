import type { CreateReturnBody } from '../../../contract/returns';

/*
 * A return or exchange request as the returns API answers it (docs/api.md "Returns and exchanges"): the shapes of
 * contract/returns.ts, which the server declares too.
 */
export type { CreateReturnBody, Returnability, ReturnRequest } from '../../../contract/returns';
export type { ReturnHandover, ReturnKind, ReturnReason, ReturnStatus } from '../../../contract/limits';
export type { Order, OrderItem } from '../../../contract/order';

/** createReturn's body with the order's id for the path and the customer's id, whose cached requests it changes. */
export type CreateReturnRequest = { orderId: number; customerId: number; body: CreateReturnBody };

/** withdraw's request's id for the path, and the customer's id and order's, whose cached reads it changes. */
export type WithdrawReturnRequest = { id: number; orderId: number; customerId: number };

/** An uploaded return photo: its address under /media, sent in createReturn's `photos`. */
export type UploadedPhoto = { url: string };
