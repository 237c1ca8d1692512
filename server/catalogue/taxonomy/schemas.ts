import { Type } from '@sinclair/typebox';
import { TaxonomyUsage } from '../../../contract/taxonomy';

/* The refusal the staff's brand and category routes add; their requests and answers are in contract/taxonomy.ts. */

/** A 409: IN_USE (a deletion refused; `usage` counts what still uses the brand or category) or DUPLICATE. */
export const TaxonomyConflict = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    usage: Type.Optional(TaxonomyUsage),
  }),
});
