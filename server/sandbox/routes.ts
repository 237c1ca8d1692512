import { Type } from '@sinclair/typebox';
import type { App, DomainPlugin } from '../http/app-type';
import { Nullable } from '../../contract/common';
import { errors } from '../http/schemas';
import { isSandboxSms, type SandboxSms } from '../sms/provider';
import { paymentPageRoutes } from './payments/routes';

const SandboxMessage = Type.Object({
  phoneNumber: Type.String(),
  text: Type.String(),
  code: Nullable(Type.String()),
  sender: Nullable(Type.String({ description: 'the sender name it went out under' })),
  sentAt: Type.String({ format: 'date-time' }),
});

/**
 * "+998901234567", or the same with the plus lost to URL decoding ("+" reads as a space in a query):
 * only the digits matter.
 */
function normalisePhone(value: string): string {
  return `+${value.replace(/\D/g, '')}`;
}

/** Lets a tester read the codes the sandbox "sent". */
function smsListRoute(app: App, sms: SandboxSms): void {
  app.get('/sms', {
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
    // Each message's code is the one its sender gave (a code SMS's), never digits read out of its text.
    return sms.list(phone === undefined ? undefined : normalisePhone(phone));
  });
}

/**
 * The stand-ins for outside services a tester uses: the SMS the sandbox provider "sent", and the checkout page of
 * each payment provider without keys. Each is absent (404) once the real service is configured.
 */
export const sandboxPlugin: DomainPlugin = async (app, { deps }) => {
  if (isSandboxSms(deps.sms)) smsListRoute(app, deps.sms);
  await paymentPageRoutes(app, deps);
};
