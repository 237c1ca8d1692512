import { eq } from 'drizzle-orm';
import { insertRegionTree } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { orders } from '../db/schema/orders';
import { addresses } from '../db/schema/places';

let context: TestContext;
let places: Awaited<ReturnType<typeof insertRegionTree>>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

type Shopper = Awaited<ReturnType<typeof createCustomer>>;
type Headers = Record<string, string>;

function postAddress(headers: Headers, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/address/addAddress', headers, payload });
}

const tashkentAddress = () => ({ regionId: places.tashkent.id, subRegionId: places.chilonzor.id, street: 'Bunyodkor ko‘chasi', houseNumber: '7' });
const samarqandAddress = () => ({ regionId: places.samarqand.id, subRegionId: places.urgut.id, postFilialId: places.urgutPost.id });

async function addressIdOf(shopper: Shopper, fields: Record<string, unknown> = tashkentAddress()): Promise<number> {
  const response = await postAddress(shopper.headers, { customerId: shopper.customer.id, ...fields });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function rowsOf(customerId: number) {
  return context.db.select().from(addresses).where(eq(addresses.customerId, customerId));
}

describe('POST /api/address/addAddress and GET /api/address/getAddressesByCustomerId', () => {
  it('adds a Tashkent door address and a post-branch address elsewhere, and lists both', async () => {
    const shopper = await createCustomer(context);

    const door = await postAddress(shopper.headers, {
      customerId: shopper.customer.id,
      ...tashkentAddress(),
      street: '  Bunyodkor ko‘chasi ',
      houseNumber: ' 7A',
    });
    expect(door.statusCode).toBe(201);
    expect(door.json()).toEqual({
      id: expect.any(Number),
      region: { id: places.tashkent.id, nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true },
      subRegion: { id: places.chilonzor.id, nameUZB: 'Chilonzor tumani', nameRUS: 'Чиланзарский район' },
      postFilial: null,
      street: 'Bunyodkor ko‘chasi',
      houseNumber: '7A',
    });

    const branch = await postAddress(shopper.headers, { customerId: shopper.customer.id, ...samarqandAddress(), street: 'ignored' });
    expect(branch.statusCode).toBe(201);
    expect(branch.json()).toMatchObject({
      region: { id: places.samarqand.id, isTashkentCity: false },
      subRegion: { id: places.urgut.id },
      postFilial: { id: places.urgutPost.id, nameUZB: 'Urgut 1-filial', addressRUS: 'ул. Навои, 5' },
      street: null,
      houseNumber: null,
    });

    const list = await context.app.inject({
      method: 'GET',
      url: `/api/address/getAddressesByCustomerId/${shopper.customer.id}`,
      headers: shopper.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([door.json(), branch.json()]);
  });

  it.each([
    ['a blank street in Tashkent', () => ({ ...tashkentAddress(), street: '   ' }), 'street'],
    ['no house number in Tashkent', () => ({ ...tashkentAddress(), houseNumber: undefined }), 'houseNumber'],
    ['a street over 200 characters', () => ({ ...tashkentAddress(), street: 'x'.repeat(201) }), 'street'],
    ['a post branch in Tashkent', () => ({ ...tashkentAddress(), postFilialId: places.urgutPost.id }), 'postFilialId'],
    ['no post branch outside Tashkent', () => ({ ...samarqandAddress(), postFilialId: undefined }), 'postFilialId'],
    ['a post branch of another district', () => ({ ...samarqandAddress(), postFilialId: places.kattaqorgonPost.id }), 'postFilialId'],
    ['a district of another region', () => ({ ...samarqandAddress(), subRegionId: places.chilonzor.id }), 'subRegionId'],
    ['an unknown region', () => ({ ...samarqandAddress(), regionId: 999_999 }), 'regionId'],
    ['an unknown post branch', () => ({ ...samarqandAddress(), postFilialId: 999_999 }), 'postFilialId'],
    ['a region id out of range', () => ({ ...samarqandAddress(), regionId: 0 }), 'regionId'],
    ['no district', () => ({ ...samarqandAddress(), subRegionId: undefined }), 'subRegionId'],
  ])('answers 400 with fields for %s and stores nothing', async (_case, fields, field) => {
    const shopper = await createCustomer(context);
    const response = await postAddress(shopper.headers, { customerId: shopper.customer.id, ...fields() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await rowsOf(shopper.customer.id)).toHaveLength(0);
  });

  it('keeps at most 10 addresses per customer (409)', async () => {
    const shopper = await createCustomer(context);
    for (let count = 0; count < 10; count++) await addressIdOf(shopper);
    const eleventh = await postAddress(shopper.headers, { customerId: shopper.customer.id, ...tashkentAddress() });
    expect(eleventh.statusCode).toBe(409);
    expect(await rowsOf(shopper.customer.id)).toHaveLength(10);
  });

  it('asks for a token and refuses another customer’s address book', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const url = `/api/address/getAddressesByCustomerId/${shopper.customer.id}`;
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(403);
    expect((await postAddress({}, { customerId: shopper.customer.id, ...tashkentAddress() })).statusCode).toBe(401);
    expect((await postAddress(stranger.headers, { customerId: shopper.customer.id, ...tashkentAddress() })).statusCode).toBe(403);
    expect(await rowsOf(shopper.customer.id)).toHaveLength(0);
  });
});

describe('PUT /api/address/editAddress/{id}', () => {
  function edit(headers: Headers, id: number, payload: Record<string, unknown>) {
    return context.app.inject({ method: 'PUT', url: `/api/address/editAddress/${id}`, headers, payload });
  }

  it('replaces the address under the same rules', async () => {
    const shopper = await createCustomer(context);
    const id = await addressIdOf(shopper);

    const moved = await edit(shopper.headers, id, samarqandAddress());
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, region: { id: places.samarqand.id }, postFilial: { id: places.urgutPost.id }, street: null });

    const invalid = await edit(shopper.headers, id, { ...samarqandAddress(), postFilialId: null });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toHaveProperty('postFilialId');
    expect((await rowsOf(shopper.customer.id))[0]).toMatchObject({ postFilialId: places.urgutPost.id });

    const withOwnId = await edit(shopper.headers, id, { customerId: shopper.customer.id, ...tashkentAddress() });
    expect(withOwnId.json()).toMatchObject({ id, postFilial: null, street: 'Bunyodkor ko‘chasi', houseNumber: '7' });
  });

  it('refuses someone else’s address (403), an unknown one (404) and a foreign customerId (403)', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const id = await addressIdOf(shopper);

    expect((await edit({}, id, samarqandAddress())).statusCode).toBe(401);
    expect((await edit(stranger.headers, id, samarqandAddress())).statusCode).toBe(403);
    expect((await edit(shopper.headers, 999_999, samarqandAddress())).statusCode).toBe(404);
    expect((await edit(shopper.headers, id, { customerId: stranger.customer.id, ...samarqandAddress() })).statusCode).toBe(403);
    expect((await rowsOf(shopper.customer.id))[0]).toMatchObject({ regionId: places.tashkent.id });
  });
});

describe('DELETE /api/address/deleteAddress/{id}', () => {
  const remove = (headers: Headers, id: number) =>
    context.app.inject({ method: 'DELETE', url: `/api/address/deleteAddress/${id}`, headers });

  it('deletes the caller’s address and refuses anyone else’s', async () => {
    const shopper = await createCustomer(context);
    const stranger = await createCustomer(context);
    const id = await addressIdOf(shopper);

    expect((await remove({}, id)).statusCode).toBe(401);
    expect((await remove(stranger.headers, id)).statusCode).toBe(403);
    expect(await rowsOf(shopper.customer.id)).toHaveLength(1);
    expect((await remove(shopper.headers, id)).statusCode).toBe(204);
    expect(await rowsOf(shopper.customer.id)).toHaveLength(0);
    expect((await remove(shopper.headers, id)).statusCode).toBe(404);
  });

  it('deletes an address an order was placed with; the order keeps its copy', async () => {
    const shopper = await createCustomer(context);
    const id = await addressIdOf(shopper);
    const copy = { street: 'Bunyodkor ko‘chasi', houseNumber: '7' };
    const [order] = await context.db
      .insert(orders)
      .values({
        orderNumber: `T-${id}`,
        customerId: shopper.customer.id,
        paymentMethod: 'PAYME',
        addressId: id,
        address: copy,
        receiverName: 'Dilnoza',
        receiverPhoneNumber: '+998901234567',
        goodsTotal: 100_000,
        deliveryCost: 0,
        total: 100_000,
        deliveryBy: new Date('2026-11-25T00:00:00Z'),
      })
      .returning();

    expect((await remove(shopper.headers, id)).statusCode).toBe(204);

    const [kept] = await context.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ addressId: null, address: copy });
  });
});
