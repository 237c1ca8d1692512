import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Database, Executor } from '../db/client';
import { enqueueJob } from '../jobs/queue';
import { FinalJobError, type JobHandler } from '../jobs/worker';
import type { SmsProvider } from './provider';
import { smsSenderName } from '../settings/service';

/** An SMS in the outbox: the text is written when the job is, so a later template edit does not change it. */
const SmsPayload = Type.Object({ phoneNumber: Type.String({ pattern: '^\\+998[0-9]{9}$' }), text: Type.String({ minLength: 1 }) });
type SmsPayload = Static<typeof SmsPayload>;

/** An SMS tried for about a day (10 s doubling to an hour apart) before staff see it given up. */
const SMS_ATTEMPTS = 30;

export async function enqueueSms(
  tx: Executor,
  sms: SmsPayload & { key: string; orderId?: number },
  now: Date,
): Promise<void> {
  await enqueueJob(tx, {
    kind: 'SMS',
    key: sms.key,
    payload: { phoneNumber: sms.phoneNumber, text: sms.text },
    maxAttempts: SMS_ATTEMPTS,
    runAt: now,
    orderId: sms.orderId ?? null,
  });
}

/**
 * Hands the SMS to the gateway with the job's key, so a gateway that can drop a repeat delivery does, under the
 * sender name the shop settings give when it is sent (not when it was queued: a renamed sender applies at once).
 */
export function smsJobHandler(sms: SmsProvider, db: Database): JobHandler {
  return async (job) => {
    if (!Value.Check(SmsPayload, job.payload)) throw new FinalJobError('the job holds no phone number and text');
    await sms.send(job.payload.phoneNumber, job.payload.text, { key: job.key, sender: await smsSenderName(db) });
    return { gateway: sms.name };
  };
}
