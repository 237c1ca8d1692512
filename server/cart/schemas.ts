import { Type } from '@sinclair/typebox';
import { Id } from '../../contract/request';

/* The cart's path params; its bodies are the SPA's too: contract/cart.ts. */

export const CartItemIdParams = Type.Object({ cartItemId: Id });
