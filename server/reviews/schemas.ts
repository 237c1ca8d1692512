import { Type } from '@sinclair/typebox';
import { Id } from '../../contract/request';

/* The reviews' path params; their requests and answers are the SPA's too, so they live in contract/review.ts. */

export const ProductIdParams = Type.Object({ productId: Id });
