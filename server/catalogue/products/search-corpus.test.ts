import { createTestApp, type TestContext } from '../../../test/server/harness';
import { products } from '../../db/schema/catalogue';
import { seedDemo } from '../../db/seed/index';

/*
 * What shoppers type, against the demo shop the seed makes (the same shop on every run), each query with the
 * product it must find first (issue 27: "Search as shoppers type"): ё typed as е, Uzbek typed in Cyrillic with and
 * without ғ ў қ ҳ or in Latin without the apostrophes, the forms of a word (лён, льняное; ko‘ylaklar), typos,
 * reference numbers. `first` is the reference number of the product, or a pattern its names ("nameUZB | nameRUS")
 * must match where several products fit as well (every linen dress for "лен платье").
 */
const CORPUS: Array<[query: string, first: string | RegExp]> = [
  // Russian: ё and е alike, fabric forms
  ['лен', /Льнян/],
  ['лён', /Льнян/],
  ['ЛЁН', /Льнян/],
  ['лен платье', /Льняное платье/],
  ['лён платье', /Льняное платье/],
  ['льняное платье', /Льняное платье/],
  ['платье льняное', /Льняное платье/],
  ['платье из льна', /Льняное платье/],
  ['льняное', /Льняное/],
  ['льняная рубашка', 'LB-24128'],
  ['льняную рубашку', 'LB-24128'],
  ['льняные брюки', /Льняные брюки/],
  ['шелк', /Шёлков/],
  ['шёлк', /Шёлков/],
  ['шелковое платье', /Шёлковое .*платье/],
  ['шёлковый халат', /Шёлковый халат/],
  ['кожаная куртка', 'LB-24069'],
  ['кожаная сумка', /Кожаная сумка/],
  ['кожа', /Кожан/],
  ['замша', /Замшев/],
  ['замшевые туфли', /Замшевые туфли/],
  ['хлопок', /Хлопков/],
  ['хлопковая футболка', /Хлопковая футболка/],
  ['шерсть', /Шерстян/],
  ['шерстяное пальто', /Шерстяное пальто/],
  ['зеленое платье', /платье.*зелёное/],
  ['зелёное платье', /платье.*зелёное/],
  ['джинсы', /\| Джинсы/],
  ['куртку', /куртка/],
  ['платья', /платье/],
  ['футболки', /футболка/],
  ['платье в цветочек', /платье в цветочек/],
  ['платок', /платок/],
  ['худи оверсайз', /худи оверсайз/],
  ['свитр', /свитер/i],
  ['futbolkka', /futbolka/i],
  // Uzbek: Cyrillic with and without its letters, Latin with and without apostrophes, plural
  ['зигир куйлак', /zig‘ir ko‘ylak/],
  ['зиғир кўйлак', /zig‘ir ko‘ylak/],
  ['zig‘ir ko‘ylak', /zig‘ir ko‘ylak/],
  ["zig'ir ko'ylak", /zig‘ir ko‘ylak/],
  ['zigir koylak', /zig‘ir ko‘ylak/],
  ['zigir kuylak', /zig‘ir ko‘ylak/],
  ['кўйлак', /ko‘ylak/],
  ['куйлак', /ko‘ylak/],
  ["ko'ylak", /ko‘ylak/],
  ['ko‘ylaklar', /ko‘ylak/],
  ['qora ko‘ylak', /ko‘ylak, qora/],
  ['қора кўйлак', /ko‘ylak, qora/],
  ['кора куйлак', /ko‘ylak, qora/],
  ['ipak ro‘mol', /ipak ro‘mol/],
  ['ипак румол', /ipak ro‘mol/],
  ['тўн', /to‘n/],
  ['тун', /to‘n/],
  ['йул-йул футболка', /Yo‘l-yo‘l .*futbolka/],
  ['ёқали свитер', /yoqali .*sviter/],
  ['yoqali sviter', /yoqali .*sviter/],
  ['charm sumka', /charm sumka/],
  ['sumkalar', /sumka/],
  ['jun palto', /jun palto/],
  // reference numbers
  ['LB-24069', 'LB-24069'],
  ['lb-24069', 'LB-24069'],
  ['24069', 'LB-24069'],
];

interface Card {
  id: number;
  nameUZB: string;
  nameRUS: string;
}

let context: TestContext;
const referenceOf = new Map<number, string>();

beforeAll(async () => {
  context = await createTestApp({ seed: (db) => seedDemo(db, { now: new Date('2026-11-20T09:00:00Z') }) });
  for (const row of await context.db.select({ id: products.id, referenceNumber: products.referenceNumber }).from(products)) {
    referenceOf.set(row.id, row.referenceNumber);
  }
}, 60_000);
afterAll(() => context.close());

async function search(text: string): Promise<Card[]> {
  const response = await context.app.inject({ method: 'GET', url: `/api/product/searchProduct/${encodeURIComponent(text)}?limit=50` });
  expect(response.statusCode).toBe(200);
  return response.json() as Card[];
}

const describeCard = (card: Card | undefined) => (card ? `${referenceOf.get(card.id)} ${card.nameUZB} | ${card.nameRUS}` : 'nothing');

describe('the search corpus against the demo shop', () => {
  it.each(CORPUS)('"%s" finds %s first', async (query, first) => {
    const [found] = await search(query);
    if (typeof first === 'string') expect(describeCard(found)).toMatch(new RegExp(`^${first} `));
    else expect(`${found?.nameUZB} | ${found?.nameRUS}`).toMatch(first);
  });

  it('finds only linen for "лен" and "лён", never a green product by the "лён" inside "зелёное"', async () => {
    for (const query of ['лен', 'лён']) {
      const found = await search(query);
      expect(found.length).toBeGreaterThan(10);
      expect(found.filter((card) => !/^Льнян/.test(card.nameRUS)).map(describeCard)).toEqual([]);
    }
  });

  it('finds green products for "зелёное", its neuter ones first, whatever their fabric', async () => {
    const found = await search('зелёное');
    expect(found.filter((card) => !/зелён(ое|ая|ый|ые)$/.test(card.nameRUS)).map(describeCard)).toEqual([]);
    expect(found[0]?.nameRUS).toMatch(/зелёное$/);
    expect(found.some((card) => /зелёная$/.test(card.nameRUS))).toBe(true);
  });

  it('ranks a word as written above its other forms: "льняное" lists every "Льняное" before any "Льняная"', async () => {
    const names = (await search('льняное')).map((card) => card.nameRUS.split(' ')[0]);
    const lastExact = names.lastIndexOf('Льняное');
    expect(lastExact).toBeGreaterThanOrEqual(0);
    expect(names.slice(0, lastExact + 1).every((word) => word === 'Льняное')).toBe(true);
    expect(names.slice(lastExact + 1).length).toBeGreaterThan(0);
  });

  it('ranks a word as written above the words it begins, and those above a typo', async () => {
    // "sumka" as written; "sumk" begins it; "sumkka" is a typo of it.
    for (const query of ['sumka', 'sumk', 'sumkka']) expect((await search(query))[0]?.nameUZB).toMatch(/sumka/);
    expect(await search('платьице')).toEqual([]);
  });
});
