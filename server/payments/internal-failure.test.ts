import os from 'node:os';
import path from 'node:path';
import { TestClock, openTestDatabase } from '../../test/server/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { App } from '../http/app-type';
import { TokenService } from '../http/tokens';
import { SandboxSmsProvider } from '../sms/provider';
import { clickPost, prepareFields } from './testing/click';
import { insertTestOrder } from './testing/orders';
import { newPaymeId, paymeCall } from './testing/payme';
import { newTransId, uzumCall } from './testing/uzum';

/*
 * A fault on the shop's side (here: the database gone) is answered with each protocol's own code for it, never
 * with an HTTP 500 the provider cannot read: PayMe -32400 (HTTP 200), Click -7 (HTTP 200), Uzum 99999 (HTTP 400).
 */
const TOTAL = 427_900;
const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-payment-faults'), webDir: path.join(os.tmpdir(), 'libos-no-web') };

let handle: DatabaseHandle;
let app: App;
let orderId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await buildApp({
    db: handle.db,
    config,
    tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'),
    sms: new SandboxSmsProvider(),
    clock: new TestClock(),
  }, { compileSchemasOnFirstUse: true });
  await app.ready();
  orderId = (await insertTestOrder(handle.db)).id;
  await handle.close();
});
afterAll(() => app.close());

it('PayMe: internal error -32400, with HTTP 200 and the JSON-RPC envelope', async () => {
  const reply = await paymeCall(app, config.payments.payme.key, 'CreateTransaction', {
    id: newPaymeId(),
    time: Date.now(),
    amount: TOTAL * 100,
    account: { order_id: orderId },
  });
  expect(reply.error?.code).toBe(-32400);
  expect(reply.result).toBeNull();
});

it('Click: -7 (failed to update), with HTTP 200', async () => {
  const reply = await clickPost(app, 'prepare', prepareFields(config.payments.click, orderId, String(TOTAL)));
  expect(reply.error).toBe(-7);
});

it('Uzum: FAILED with 99999 (other), HTTP 400', async () => {
  const reply = await uzumCall(app, config.payments.uzum, 'create', { transId: newTransId(), params: { order_id: orderId }, amount: TOTAL * 100 });
  expect(reply.statusCode).toBe(400);
  expect(reply.body).toMatchObject({ status: 'FAILED', errorCode: 99999 });
});
