import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';

/**
 * A colour's or a size's deletion refused because something still names it: answered 409 IN_USE with the counts
 * in `usage` (as the brands' and categories' refusals are), which the staff app words in the reader's language.
 */
export class InUseRefusal<Usage extends Record<string, number>> extends Error {
  constructor(
    message: string,
    readonly usage: Usage,
  ) {
    super(message);
    this.name = 'InUseRefusal';
  }
}

/** The 409 body: IN_USE carries `usage`; a DUPLICATE carries `fields`. */
export const InUseConflict = <Usage extends TSchema>(usage: Usage) =>
  Type.Object({
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      fields: Type.Optional(Type.Record(Type.String(), Type.String())),
      usage: Type.Optional(usage),
    }),
  });

export async function unlessInUse<T>(reply: FastifyReply, remove: () => Promise<T>) {
  try {
    return await remove();
  } catch (error) {
    if (!(error instanceof InUseRefusal)) throw error;
    return reply.code(409).send({ error: { code: 'IN_USE', message: error.message, usage: error.usage } });
  }
}
