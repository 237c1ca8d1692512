import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { postFilials } from '../../db/schema/places';
import { insertRegionTree } from '../../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let places: Awaited<ReturnType<typeof insertRegionTree>>;

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
  manager = await staffWithRole(context, 'MANAGER');
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Headers = manager.headers) => context.app.inject({ method, url, headers, payload });
const publicGet = (url: string) => context.app.inject({ method: 'GET', url });

const branchBody = (subRegionId: number, name: string) => ({
  subRegionId,
  nameUZB: `${name} filiali`,
  nameRUS: `Филиал ${name}`,
  addressUZB: 'Amir Temur ko‘chasi 1',
  addressRUS: 'ул. Амира Темура, 1',
});

async function addBranch(name: string, subRegionId = places.urgut.id) {
  const response = await call('POST', '/api/postFilial/addPostFilial', branchBody(subRegionId, name));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; active: boolean; addressCount: number; nameUZB: string };
}

const auditOf = (entity: string, id: number) =>
  context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id).then((rows) => rows.filter((row) => row.entity === entity));

describe('roles', () => {
  it('wants a staff token on every places route: none 401, a customer 403, either role allowed', async () => {
    const customer = await createCustomer(context);
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/places/staff/getRegions'],
      ['GET', `/api/places/staff/getSubRegions/${places.samarqand.id}`],
      ['GET', `/api/places/staff/getPostFilials/${places.urgut.id}`],
      ['POST', '/api/region/addRegion', { nameUZB: 'X', nameRUS: 'X', isTashkentCity: false }],
      ['PUT', `/api/region/editRegion/${places.samarqand.id}`, { nameUZB: 'X', nameRUS: 'X', isTashkentCity: false, position: 1, active: true }],
      ['DELETE', `/api/region/deleteRegion/${places.samarqand.id}`],
      ['POST', '/api/subRegion/addSubRegion', { regionId: places.samarqand.id, nameUZB: 'X', nameRUS: 'X' }],
      ['PUT', `/api/subRegion/editSubRegion/${places.urgut.id}`, { nameUZB: 'X', nameRUS: 'X', active: true }],
      ['DELETE', `/api/subRegion/deleteSubRegion/${places.urgut.id}`],
      ['POST', '/api/postFilial/addPostFilial', branchBody(places.urgut.id, 'X')],
      ['PUT', `/api/postFilial/editPostFilial/${places.urgutPost.id}`, { ...branchBody(places.urgut.id, 'X'), subRegionId: undefined, active: true }],
      ['DELETE', `/api/postFilial/deletePostFilial/${places.urgutPost.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      const asCustomer = await call(method, url, payload, customer.headers);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    }
    for (const headers of [admin.headers, manager.headers]) {
      expect((await call('GET', '/api/places/staff/getRegions', undefined, headers)).statusCode).toBe(200);
    }
  });
});

describe('the places tree', () => {
  it('lists regions with counts, a region’s districts and a district’s branches, inactive ones too', async () => {
    const regions = await call('GET', '/api/places/staff/getRegions');
    expect(regions.statusCode).toBe(200);
    expect(regions.json().slice(0, 2)).toEqual([
      { id: places.tashkent.id, nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true, position: 0, active: true, districtCount: 1, addressCount: 0 },
      expect.objectContaining({ id: places.samarqand.id, districtCount: 2 }),
    ]);
    const districts = await call('GET', `/api/places/staff/getSubRegions/${places.samarqand.id}`);
    expect(districts.json()).toMatchObject({
      region: { id: places.samarqand.id },
      subRegions: [
        { id: places.urgut.id, regionId: places.samarqand.id, nameUZB: 'Urgut tumani', active: true, postFilialCount: expect.any(Number), addressCount: expect.any(Number) },
        { id: places.kattaqorgon.id },
      ],
    });
    const branches = await call('GET', `/api/places/staff/getPostFilials/${places.kattaqorgon.id}`);
    expect(branches.json()).toMatchObject({
      region: { id: places.samarqand.id },
      subRegion: { id: places.kattaqorgon.id },
      postFilials: [{ id: places.kattaqorgonPost.id, addressRUS: 'ул. Мустакиллик, 12', active: true, addressCount: 0 }],
    });
    expect((await call('GET', '/api/places/staff/getSubRegions/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/places/staff/getPostFilials/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/places/staff/getPostFilials/abc')).statusCode).toBe(400);
  });

  it('adds, edits and deletes a region, district and branch, trimmed, with audit rows', async () => {
    const region = await call('POST', '/api/region/addRegion', { nameUZB: '  Yangi viloyat ', nameRUS: 'Новая область', isTashkentCity: false });
    expect(region.statusCode).toBe(201);
    expect(region.json()).toMatchObject({ nameUZB: 'Yangi viloyat', active: true, districtCount: 0, addressCount: 0 });
    expect(region.json().position).toBeGreaterThan(1);
    const regionId = region.json().id;
    const district = await call('POST', '/api/subRegion/addSubRegion', { regionId, nameUZB: 'Yangi tuman', nameRUS: 'Новый район' });
    expect(district.statusCode).toBe(201);
    const subRegionId = district.json().id;
    const branch = await addBranch('Yangi', subRegionId);
    const edited = await call('PUT', `/api/postFilial/editPostFilial/${branch.id}`, { ...branchBody(subRegionId, 'Eski'), subRegionId: undefined, active: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: branch.id, nameUZB: 'Eski filiali' });
    const renamed = await call('PUT', `/api/subRegion/editSubRegion/${subRegionId}`, { nameUZB: 'Tuman', nameRUS: 'Район', active: true });
    expect(renamed.json()).toMatchObject({ nameUZB: 'Tuman', postFilialCount: 1 });
    const moved = await call('PUT', `/api/region/editRegion/${regionId}`, { nameUZB: 'Viloyat', nameRUS: 'Область', isTashkentCity: false, position: 50, active: true });
    expect(moved.json()).toMatchObject({ position: 50, districtCount: 1 });

    const inUse = await call('DELETE', `/api/subRegion/deleteSubRegion/${subRegionId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({ code: 'IN_USE', usage: { postFilials: 1, addresses: 0 } });
    expect((await call('DELETE', `/api/region/deleteRegion/${regionId}`)).json().error.usage).toEqual({ districts: 1, addresses: 0 });
    expect((await call('DELETE', `/api/postFilial/deletePostFilial/${branch.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/subRegion/deleteSubRegion/${subRegionId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/region/deleteRegion/${regionId}`, undefined, admin.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/region/deleteRegion/${regionId}`)).statusCode).toBe(404);

    expect((await auditOf('postFilial', branch.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect((await auditOf('subRegion', subRegionId)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect((await auditOf('region', regionId)).map((row) => [row.action, row.userId])).toEqual([
      ['CREATE', manager.user.id],
      ['UPDATE', manager.user.id],
      ['DELETE', admin.user.id],
    ]);
  });

  it.each([
    ['a blank name', '/api/region/addRegion', { nameUZB: '  ', nameRUS: 'Б', isTashkentCity: false }, 'nameUZB'],
    ['a name over 100 characters', '/api/subRegion/addSubRegion', { regionId: 1, nameUZB: 'x'.repeat(101), nameRUS: 'Б' }, 'nameUZB'],
    ['an unknown field', '/api/region/addRegion', { nameUZB: 'A', nameRUS: 'Б', isTashkentCity: false, code: 1 }, 'code'],
    ['no Tashkent flag', '/api/region/addRegion', { nameUZB: 'A', nameRUS: 'Б' }, 'isTashkentCity'],
    ['an unknown region', '/api/subRegion/addSubRegion', { regionId: 999_999, nameUZB: 'A', nameRUS: 'Б' }, 'regionId'],
    ['a blank branch address', '/api/postFilial/addPostFilial', { subRegionId: 999_999, nameUZB: 'A', nameRUS: 'Б', addressUZB: ' ', addressRUS: 'В' }, 'addressUZB'],
    ['an unknown district', '/api/postFilial/addPostFilial', { subRegionId: 999_999, nameUZB: 'A', nameRUS: 'Б', addressUZB: 'A', addressRUS: 'В' }, 'subRegionId'],
  ])('refuses %s with 400 naming the field', async (_label, url, payload, field) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('refuses a post branch in Tashkent city, and 404 for unknown places on edit and delete', async () => {
    const tashkent = await call('POST', '/api/postFilial/addPostFilial', branchBody(places.chilonzor.id, 'Chilonzor'));
    expect(tashkent.statusCode).toBe(400);
    expect(tashkent.json().error.fields).toHaveProperty('subRegionId');
    expect((await call('PUT', '/api/subRegion/editSubRegion/999999', { nameUZB: 'A', nameRUS: 'Б', active: true })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/postFilial/deletePostFilial/999999')).statusCode).toBe(404);
  });
});

describe('deactivating a place', () => {
  it('takes it out of the public lists and the address form at once, while an address naming it keeps it', async () => {
    const shopper = await createCustomer(context);
    const branch = await addBranch('Yopiladigan');
    const saved = await call('POST', '/api/address/addAddress', { customerId: shopper.customer.id, regionId: places.samarqand.id, subRegionId: places.urgut.id, postFilialId: branch.id }, shopper.headers);
    expect(saved.statusCode).toBe(201);
    const publicBranches = () => publicGet(`/api/postFilial/getPostFilialBySubRegionId/${places.urgut.id}`).then((response) => response.json().map((row: { id: number }) => row.id));
    expect(await publicBranches()).toContain(branch.id);

    const deleteUsed = await call('DELETE', `/api/postFilial/deletePostFilial/${branch.id}`);
    expect(deleteUsed.statusCode).toBe(409);
    expect(deleteUsed.json().error.usage).toEqual({ addresses: 1 });

    const off = await call('PUT', `/api/postFilial/editPostFilial/${branch.id}`, { ...branchBody(places.urgut.id, 'Yopiladigan'), subRegionId: undefined, active: false });
    expect(off.json()).toMatchObject({ active: false, addressCount: 1 });
    expect((await auditOf('postFilial', branch.id)).at(-1)).toMatchObject({ action: 'DEACTIVATE' });
    expect(await publicBranches()).not.toContain(branch.id);
    const book = await publicGet(`/api/address/getAddressesByCustomerId/${shopper.customer.id}`);
    expect(book.statusCode).toBe(401);
    const own = await call('GET', `/api/address/getAddressesByCustomerId/${shopper.customer.id}`, undefined, shopper.headers);
    expect(own.json()).toEqual([expect.objectContaining({ postFilial: expect.objectContaining({ id: branch.id, nameUZB: 'Yopiladigan filiali' }) })]);

    // Not chosen anew, but an address that has it keeps it through an edit.
    const fresh = await call('POST', '/api/address/addAddress', { customerId: shopper.customer.id, regionId: places.samarqand.id, subRegionId: places.urgut.id, postFilialId: branch.id }, shopper.headers);
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().error.fields).toEqual({ postFilialId: 'is no longer offered' });
    const kept = await call('PUT', `/api/address/editAddress/${saved.json().id}`, { regionId: places.samarqand.id, subRegionId: places.urgut.id, postFilialId: branch.id }, shopper.headers);
    expect(kept.statusCode).toBe(200);

    const on = await call('PUT', `/api/postFilial/editPostFilial/${branch.id}`, { ...branchBody(places.urgut.id, 'Yopiladigan'), subRegionId: undefined, active: true });
    expect(on.json()).toMatchObject({ active: true });
    expect((await auditOf('postFilial', branch.id)).at(-1)).toMatchObject({ action: 'REACTIVATE' });
    expect(await publicBranches()).toContain(branch.id);
    const [row] = await context.db.select().from(postFilials).where(eq(postFilials.id, branch.id));
    expect(row!.active).toBe(true);
  });

  it('takes a deactivated region and district out of the public lists', async () => {
    const region = (await call('POST', '/api/region/addRegion', { nameUZB: 'Vaqtincha', nameRUS: 'Временная', isTashkentCity: false })).json();
    const district = (await call('POST', '/api/subRegion/addSubRegion', { regionId: region.id, nameUZB: 'Tuman', nameRUS: 'Район' })).json();
    const regionIds = async () => (await publicGet('/api/region/getAllRegions')).json().map((row: { id: number }) => row.id);
    expect(await regionIds()).toContain(region.id);
    await call('PUT', `/api/region/editRegion/${region.id}`, { nameUZB: 'Vaqtincha', nameRUS: 'Временная', isTashkentCity: false, position: region.position, active: false });
    expect(await regionIds()).not.toContain(region.id);
    await call('PUT', `/api/subRegion/editSubRegion/${district.id}`, { nameUZB: 'Tuman', nameRUS: 'Район', active: false });
    expect((await publicGet(`/api/subRegion/getSubRegionsByRegionId/${region.id}`)).json()).toEqual([]);
    const shopper = await createCustomer(context);
    const refused = await call('POST', '/api/address/addAddress', { customerId: shopper.customer.id, regionId: region.id, subRegionId: district.id, postFilialId: 1 }, shopper.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('regionId');
  });

  it('keeps the way of delivery of a region some address is in (409)', async () => {
    const shopper = await createCustomer(context);
    await call('POST', '/api/address/addAddress', { customerId: shopper.customer.id, regionId: places.tashkent.id, subRegionId: places.chilonzor.id, street: 'Bunyodkor', houseNumber: '1' }, shopper.headers);
    const response = await call('PUT', `/api/region/editRegion/${places.tashkent.id}`, { nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: false, position: 0, active: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toHaveProperty('isTashkentCity');
  });
});
