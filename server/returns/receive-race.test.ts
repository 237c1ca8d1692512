import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createStaff, stockOf, type Places } from '../../test/server/order-fixtures';
import { auditOfReturn, createReturn, deliveredOrder, movementsOf, returnBody, staffMove, type Staff } from './testing/returns-fixtures';

/*
 * Two staff receiving one parcel at once (docs/api.md "Returns and exchanges"): the units go back once. On PGlite (one
 * connection) the two take turns; with DATABASE_URL they truly race on PostgreSQL, where the order's row lock and the
 * request read again under it keep the second from restocking.
 */

let context: TestContext;
let places: Places;
let staff: Staff;
let otherStaff: Staff;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
  otherStaff = await createStaff(context);
});
afterAll(() => context.close());

describe('two staff receiving one parcel', () => {
  it('restock it exactly once: one 200, one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const product = await insertProduct(context.db, { sizes: { M: 5 } });
      const variantId = product.variants[0]!.id;
      const { shopper, order, itemIds } = await deliveredOrder(context, staff, places, [[variantId, 3]]);
      const request = (await createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!, { quantity: 3 }))).json();
      await staffMove(context, staff, 'approve', request.id, {});
      expect(await stockOf(context.db, variantId)).toBe(2);

      const answers = await Promise.all([staffMove(context, staff, 'receive', request.id), staffMove(context, otherStaff, 'receive', request.id)]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await stockOf(context.db, variantId)).toBe(5);
      expect((await movementsOf(context.db, order.id, variantId)).map((movement) => [movement.kind, movement.delta])).toEqual([['sale', -3], ['return', 3]]);
      expect((await auditOfReturn(context.db, request.id)).filter((row) => (row.after as { status: string }).status === 'RECEIVED')).toHaveLength(1);
    }
  });

  it('lets one of two shoppers’ taps through for one line (the one-open-request rule)', async () => {
    const product = await insertProduct(context.db, { sizes: { M: 5 } });
    const { shopper, order, itemIds } = await deliveredOrder(context, staff, places, [[product.variants[0]!.id, 2]]);
    const answers = await Promise.all([0, 1].map(() => createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
