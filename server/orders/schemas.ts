import { Type } from '@sinclair/typebox';
import { Id } from '../../contract/request';

/* The orders' path params. Their requests and answers are the SPA's too, so they live in contract/order.ts. */

export const OrderIdParams = Type.Object({ orderId: Id });
