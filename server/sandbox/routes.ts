import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../deps';
import type { App } from '../http/app-type';
import { Nullable, errors } from '../http/schemas';
import { SandboxSmsProvider } from '../sms/provider';

const SandboxMessage = Type.Object({
  phoneNumber: Type.String(),
  text: Type.String(),
  code: Nullable(Type.String()),
  sentAt: Type.String({ format: 'date-time' }),
});

/** The first 4-digit number of the text: the verification code of every message the shop sends. */
export function codeInText(text: string): string | null {
  return /(?<!\d)(\d{4})(?!\d)/.exec(text)?.[1] ?? null;
}

/**
 * "+998901234567", or the same with the plus lost to URL decoding ("+" reads as a space in a query):
 * only the digits matter.
 */
function normalisePhone(value: string): string {
  return `+${value.replace(/\D/g, '')}`;
}

/** Lets a tester read the codes the sandbox "sent". Absent (404) when a real SMS gateway is configured. */
export async function sandboxRoutes(app: App, deps: AppDeps): Promise<void> {
  const sms = deps.sms;
  if (!(sms instanceof SandboxSmsProvider)) return;

  app.get('/sandbox/sms', {
    schema: {
      tags: ['sandbox'],
      summary: 'Messages the sandbox SMS provider would have sent, newest first',
      querystring: Type.Object({
        phoneNumber: Type.Optional(Type.String({ pattern: '^\\s*\\+?998[0-9]{9}$', description: '+998 and 9 digits; encode + as %2B' })),
      }),
      response: { 200: Type.Array(SandboxMessage), ...errors(400) },
    },
  }, async (request) => {
    const phone = request.query.phoneNumber;
    return sms.list(phone === undefined ? undefined : normalisePhone(phone)).map((message) => ({
      ...message,
      code: codeInText(message.text),
    }));
  });
}
