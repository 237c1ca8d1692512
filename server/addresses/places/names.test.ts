import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff';
import { regions, subRegions } from '../../db/schema/places';
import { insertRegionTree } from '../../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { staffWithRole } from '../../staff/testing/staff-fixtures';

/* One name per place among its siblings (docs/api.md, "Staff: places"): 409 DUPLICATE naming the field. */

let context: TestContext;
let staff: Awaited<ReturnType<typeof staffWithRole>>;
let places: Awaited<ReturnType<typeof insertRegionTree>>;
beforeAll(async () => {
  context = await createTestApp();
  staff = await staffWithRole(context, 'MANAGER');
  places = await insertRegionTree(context.db);
});
afterAll(() => context.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) => context.app.inject({ method, url, headers: staff.headers, payload });

const regionBody = (nameUZB: string, nameRUS: string) => ({ nameUZB, nameRUS, isTashkentCity: false });
const branchBody = (subRegionId: number, nameUZB: string, nameRUS: string) => ({
  subRegionId, nameUZB, nameRUS, addressUZB: 'Navoiy ko‘chasi 7', addressRUS: 'ул. Навои, 7',
});

function expectDuplicate(response: Awaited<ReturnType<typeof call>>, fields: Record<string, string>) {
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toEqual({ code: 'DUPLICATE', message: expect.stringMatching(/^There is already a/), fields });
}

const auditCount = async () => (await context.db.select({ id: auditLog.id }).from(auditLog)).length;

describe('regions', () => {
  it('refuses a name another region has, whatever the letter case and outer spaces, and writes nothing', async () => {
    const audits = await auditCount();
    expectDuplicate(await call('POST', '/api/region/addRegion', regionBody('  samarqand VILOYATI ', 'Новая область')), { nameUZB: 'already taken' });
    expectDuplicate(await call('POST', '/api/region/addRegion', regionBody('Yangi viloyat', 'самаркандская ОБЛАСТЬ')), { nameRUS: 'already taken' });
    expectDuplicate(await call('POST', '/api/region/addRegion', regionBody('Samarqand viloyati', 'Самаркандская область')), {
      nameUZB: 'already taken',
      nameRUS: 'already taken',
    });
    expect(await auditCount()).toBe(audits);
    expect(await context.db.select().from(regions)).toHaveLength(2);
  });

  it('refuses renaming a region to another’s name, and lets one change the case of its own', async () => {
    const edit = (nameUZB: string, nameRUS: string) =>
      call('PUT', `/api/region/editRegion/${places.samarqand.id}`, { nameUZB, nameRUS, isTashkentCity: false, position: 1, active: true });
    expectDuplicate(await edit('Toshkent shahri', 'Самаркандская область'), { nameUZB: 'already taken' });
    const recased = await edit('SAMARQAND viloyati', 'Самаркандская область');
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ nameUZB: 'SAMARQAND viloyati' });
  });

  it('still lets staff switch off a twin stored before the rule, but not give it a taken name anew', async () => {
    const [twin] = await context.db.insert(regions).values({ nameUZB: 'Toshkent shahri', nameRUS: 'Ташкент (старый)', position: 9 }).returning();
    const edit = (nameUZB: string, nameRUS: string, active: boolean) =>
      call('PUT', `/api/region/editRegion/${twin!.id}`, { nameUZB, nameRUS, isTashkentCity: false, position: 9, active });
    expect((await edit('Toshkent shahri', 'Ташкент (старый)', false)).statusCode).toBe(200);
    expect((await edit('Toshkent shahri', 'Ташкент (архив)', false)).statusCode).toBe(200);
    expectDuplicate(await edit('Toshkent shahri', 'город ташкент', false), { nameRUS: 'already taken' });
  });
});

describe('districts', () => {
  it('refuses a name a district of the same region has; another region may have it', async () => {
    const add = (regionId: number, nameUZB: string, nameRUS: string) => call('POST', '/api/subRegion/addSubRegion', { regionId, nameUZB, nameRUS });
    expectDuplicate(await add(places.samarqand.id, 'urgut TUMANI', 'Ургут'), { nameUZB: 'already taken' });
    expectDuplicate(await add(places.samarqand.id, 'Urgut', ' ургутский район'), { nameRUS: 'already taken' });
    expect((await add(places.tashkent.id, 'Urgut tumani', 'Ургутский район')).statusCode).toBe(201);

    const edited = await call('PUT', `/api/subRegion/editSubRegion/${places.kattaqorgon.id}`, { nameUZB: 'Urgut tumani', nameRUS: 'Каттакурганский район', active: true });
    expectDuplicate(edited, { nameUZB: 'already taken' });
    const [kept] = await context.db.select().from(subRegions).where(eq(subRegions.id, places.kattaqorgon.id));
    expect(kept!.nameUZB).toBe('Kattaqo‘rg‘on tumani');
  });
});

describe('post branches', () => {
  it('refuses a name a branch of the same district has; another district may have it', async () => {
    expectDuplicate(await call('POST', '/api/postFilial/addPostFilial', branchBody(places.urgut.id, 'URGUT 1-FILIAL', 'Ургут, филиал 2')), {
      nameUZB: 'already taken',
    });
    expect((await call('POST', '/api/postFilial/addPostFilial', branchBody(places.kattaqorgon.id, 'Urgut 1-filial', 'Ургут, филиал 1'))).statusCode).toBe(201);
    const second = await call('POST', '/api/postFilial/addPostFilial', branchBody(places.urgut.id, 'Urgut 2-filial', 'Ургут, филиал 2'));
    expect(second.statusCode).toBe(201);
    const renamed = await call('PUT', `/api/postFilial/editPostFilial/${second.json().id}`, {
      ...branchBody(places.urgut.id, 'Urgut 2-filial', 'УРГУТ, ФИЛИАЛ 1'),
      subRegionId: undefined,
      active: true,
    });
    expectDuplicate(renamed, { nameRUS: 'already taken' });
  });

  it('gives one of two adds of one name at the same moment 201 and the other 409', async () => {
    const body = branchBody(places.urgut.id, 'Urgut 3-filial', 'Ургут, филиал 3');
    const answers = await Promise.all([call('POST', '/api/postFilial/addPostFilial', body), call('POST', '/api/postFilial/addPostFilial', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
