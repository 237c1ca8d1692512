import { orders } from '../../db/schema/orders';
import type { TestContext } from '../../../test/server/harness';
import { telegramIdentity } from '../identity';
import { signInitData } from '../init-data';
import { signLoginWidget } from '../login-widget';

/** Telegram as the sandbox plays it, for a test app: launch data, widget data and updates signed for its bot. */
export function telegramKit(context: TestContext) {
  const identity = telegramIdentity(context.config.telegram, context.tokens);
  const seconds = () => Math.floor(context.clock.now().getTime() / 1000);
  let updateId = 1000;
  return {
    identity,
    initData(user: { id: number; first_name: string; last_name?: string; language_code?: string }, authDate = seconds()) {
      return signInitData({ user: JSON.stringify(user), auth_date: String(authDate) }, identity.botToken);
    },
    widget(user: { id: number; first_name: string; username?: string }, authDate = seconds()) {
      return signLoginWidget({ ...user, auth_date: authDate }, identity.botToken);
    },
    miniApp(initData: string) {
      return context.app.inject({ method: 'POST', url: '/api/auth/telegram/miniApp', payload: { initData } });
    },
    /** Delivers an update to the webhook with the right secret (or the one given; null: none). */
    deliver(update: Record<string, unknown>, secret: string | null = identity.webhookSecret ?? null) {
      return context.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
        payload: { update_id: (updateId += 1), ...update },
      });
    },
    /** A private message from the user, as Telegram delivers it. */
    message(from: { id: number; language_code?: string }, fields: Record<string, unknown>) {
      return { message: { message_id: 1, date: seconds(), from: { is_bot: false, first_name: 'T', ...from }, chat: { id: from.id, type: 'private' }, ...fields } };
    },
    /** What the sandbox bot sent to the chat, newest first. */
    async sent(chatId: number): Promise<Array<{ text: string; buttons: Array<Array<{ text: string; webAppUrl?: string }>> }>> {
      return (await context.app.inject({ method: 'GET', url: `/sandbox/telegram/messages?chatId=${chatId}` })).json();
    },
  };
}

let orderCounter = 0;

/** An order of the customer, straight into the table (the bot only reads number, status, total and language). */
export async function insertOrder(context: Pick<TestContext, 'db' | 'clock'>, customerId: number, fields: { status?: 'NEW' | 'SEND'; total: number; language?: 'uz' | 'ru' }) {
  orderCounter += 1;
  await context.db.insert(orders).values({
    orderNumber: `TG-${process.pid}-${orderCounter}`,
    customerId,
    status: fields.status ?? 'NEW',
    paymentMethod: 'PAYME',
    address: {},
    receiverName: 'Receiver',
    receiverPhoneNumber: '+998901112233',
    goodsTotal: fields.total,
    deliveryCost: 0,
    total: fields.total,
    deliveryBy: context.clock.now(),
    language: fields.language ?? 'uz',
    createdAt: new Date(context.clock.now().getTime() + orderCounter * 1000),
  });
  return `TG-${process.pid}-${orderCounter}`;
}
