import { insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
let places: Awaited<ReturnType<typeof insertRegionTree>>;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('region lookups (public)', () => {
  it('lists the regions in display order', async () => {
    const response = await get('/api/region/getAllRegions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: places.tashkent.id, nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true },
      { id: places.samarqand.id, nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', isTashkentCity: false },
    ]);
  });

  it('lists the districts of a region, 404 for an unknown region, 400 for a bad id', async () => {
    const response = await get(`/api/subRegion/getSubRegionsByRegionId/${places.samarqand.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: places.urgut.id, regionId: places.samarqand.id, nameUZB: 'Urgut tumani', nameRUS: 'Ургутский район' },
      { id: places.kattaqorgon.id, regionId: places.samarqand.id, nameUZB: 'Kattaqo‘rg‘on tumani', nameRUS: 'Каттакурганский район' },
    ]);
    expect((await get('/api/subRegion/getSubRegionsByRegionId/999999')).statusCode).toBe(404);
    const bad = await get('/api/subRegion/getSubRegionsByRegionId/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('regionId');
  });

  it('lists the post branches of a district, 404 for an unknown district', async () => {
    const response = await get(`/api/postFilial/getPostFilialBySubRegionId/${places.urgut.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: places.urgutPost.id,
        subRegionId: places.urgut.id,
        nameUZB: 'Urgut 1-filial',
        nameRUS: 'Ургут, филиал 1',
        addressUZB: 'Navoiy ko‘chasi 5',
        addressRUS: 'ул. Навои, 5',
      },
    ]);
    expect((await get(`/api/postFilial/getPostFilialBySubRegionId/${places.chilonzor.id}`)).json()).toEqual([]);
    expect((await get('/api/postFilial/getPostFilialBySubRegionId/999999')).statusCode).toBe(404);
  });
});
