import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customerCoupons } from '../../server/db/schema/loyalty';
import { orders } from '../../server/db/schema/orders';
import { customers } from '../../server/db/schema/people';
import { addresses } from '../../server/db/schema/places';
import { notifications } from '../../server/db/schema/notifications';
import { cartItems } from '../../server/db/schema/shopping';
import { likedItems } from '../../server/db/schema/favourites';
import { TokenService } from '../../server/http/tokens';
import { insertProduct, insertRegionTree } from './fixtures';
import { TestClock, createCustomer, createTestApp, type TestContext } from './harness';
import { exampleOf, fillPath, label, queryString, routeOperations, type RouteOperation } from './openapi';
import { isPublic, slotsOf, type Kind, type Slot } from './route-access';
import { staffWithRole } from '../../server/staff/testing/staff-fixtures';
import { addToCart, createShopper, giveCoupon, insertLoyaltyLadder, placedOrder, type Places } from './order-fixtures';

/**
 * Customer isolation over every route of the OpenAPI document (so a route added later is covered without
 * touching this file): customer A's token with customer B's ids gets 403 or 404, never 2xx, never B's data,
 * and a missing, tampered, expired or foreign-signed token gets 401 on every route that is not public.
 */

type Owned = Record<Kind, number>;

let context: TestContext;
let places: Places;
let variantIds: number[];
let productId: number;
let a: Awaited<ReturnType<typeof createShopper>>;
let b: Awaited<ReturnType<typeof createShopper>>;
let aOwns: Owned;
let bOwns: Owned;
let operations: RouteOperation[];
/** Strings only B's data contains: none may appear in an answer to A. */
let bSecrets: string[];

async function resourcesOf(shopper: typeof a, size: number): Promise<Owned> {
  const { db } = context;
  // An order first: placing it empties those cart lines, so the cart line below stays.
  const order = await placedOrder(context, shopper, [[variantIds[0]!, 1]]);
  const cartItem = await addToCart(db, shopper.customer.id, variantIds[size]!, 1);
  const [liked] = await db.insert(likedItems).values({ customerId: shopper.customer.id, productId }).returning();
  const coupon = await giveCoupon(db, shopper.customer.id, { expireDate: new Date('2027-12-31T00:00:00Z') });
  const [notification] = await db
    .insert(notifications)
    .values({ customerId: shopper.customer.id, title: `Buyurtma ${order.orderNumber}`, message: 'Qabul qilindi', type: 'ORDER', targetId: order.id })
    .returning();
  return {
    customer: shopper.customer.id,
    cartItem,
    address: shopper.address.id,
    likedItem: liked!.id,
    coupon: coupon.id,
    order: order.id,
    notification: notification!.id,
  };
}

/** B's rows, to prove A's refused requests changed nothing of B's. */
async function bSnapshot() {
  const { db } = context;
  const id = b.customer.id;
  return JSON.stringify([
    await db.select().from(customers).where(eq(customers.id, id)),
    await db.select().from(cartItems).where(eq(cartItems.customerId, id)).orderBy(cartItems.id),
    await db.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(addresses.id),
    await db.select().from(likedItems).where(eq(likedItems.customerId, id)).orderBy(likedItems.id),
    await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, id)).orderBy(customerCoupons.id),
    await db.select().from(orders).where(eq(orders.customerId, id)).orderBy(orders.id),
    await db.select().from(notifications).where(eq(notifications.customerId, id)).orderBy(notifications.id),
  ]);
}

beforeAll(async () => {
  context = await createTestApp();
  const { db } = context;
  places = await insertRegionTree(db);
  await insertLoyaltyLadder(db);
  const { product, variants } = await insertProduct(db, { sizes: { S: 50, M: 50, L: 50 } });
  productId = product.id;
  variantIds = variants.map((variant) => variant.id);
  a = await createShopper(context, places);
  b = await createShopper(context, places);
  await db.update(customers).set({ fullName: 'Bobur Isolationov' }).where(eq(customers.id, b.customer.id));
  await db.update(addresses).set({ street: 'Maxfiy ko‘cha 77' }).where(eq(addresses.id, b.address.id));
  aOwns = await resourcesOf(a, 1);
  bOwns = await resourcesOf(b, 2);
  const [bOrder] = await db.select().from(orders).where(eq(orders.id, bOwns.order));
  bSecrets = ['Bobur Isolationov', b.customer.phoneNumber, 'Maxfiy ko‘cha 77', bOrder!.orderNumber];
  operations = routeOperations(context.app);
}, 60_000);
afterAll(() => context.close());

/** Values for the fields that are not owned ids, so a request is valid and reaches the ownership check. */
function sharedValues(): Record<string, unknown> {
  return {
    productSizeVariantId: variantIds[1],
    productId,
    regionId: places.tashkent.id,
    subRegionId: places.chilonzor.id,
    postFilialId: undefined,
    street: 'Bunyodkor 1',
    houseNumber: '12',
    quantity: 1,
    rating: 5,
    content: 'Yaxshi mahsulot',
    paymentMethod: 'PAYME',
    receiverName: 'Dilnoza Karimova',
    receiverPhoneNumber: '+998901112233',
  };
}

/** One request: every owned slot gets A's resource, except `target`, which gets B's (of `kind`). */
function buildRequest(operation: RouteOperation, owns: (slot: Slot) => number | number[]) {
  const slots = slotsOf(operation);
  const value = (where: Slot['where'], name: string) => {
    const slot = slots.find((candidate) => candidate.where === where && candidate.name === name);
    return slot ? owns(slot) : undefined;
  };
  const pathValues: Record<string, unknown> = {};
  for (const param of operation.pathParams) pathValues[param.name] = value('path', param.name) ?? sharedValues()[param.name] ?? exampleOf(param.schema);
  const query: Record<string, unknown> = {};
  for (const param of operation.queryParams) {
    const owned = value('query', param.name);
    if (owned !== undefined) query[param.name] = owned;
    else if (param.required) query[param.name] = exampleOf(param.schema);
  }
  let payload: Record<string, unknown> | undefined;
  if (operation.body) {
    const overrides: Record<string, unknown> = { ...sharedValues() };
    for (const slot of slots.filter((candidate) => candidate.where === 'body')) overrides[slot.name] = owns(slot);
    payload = exampleOf(operation.body, overrides) as Record<string, unknown>;
  }
  return { method: operation.method, url: fillPath(operation.path, pathValues) + queryString(query), payload };
}

function variantsOf(operation: RouteOperation) {
  const slots = slotsOf(operation);
  const aValue = (slot: Slot) => (slot.array ? [aOwns[slot.kinds[0]!]] : aOwns[slot.kinds[0]!]);
  const cases: Array<{ name: string; owns: (slot: Slot) => number | number[] }> = [
    { name: "all of B's", owns: (slot) => (slot.array ? [bOwns[slot.kinds[0]!]] : bOwns[slot.kinds[0]!]) },
  ];
  const same = (slot: Slot, target: Slot) => slot.where === target.where && slot.name === target.name;
  for (const target of slots) {
    for (const kind of target.kinds) {
      cases.push({ name: `B's ${kind} as ${target.where} ${target.name}`, owns: (slot) => (same(slot, target) ? (slot.array ? [bOwns[kind]] : bOwns[kind]) : aValue(slot)) });
      if (target.array) {
        cases.push({ name: `A's and B's ${kind} in ${target.name}`, owns: (slot) => (same(slot, target) ? [aOwns[kind], bOwns[kind]] : aValue(slot)) });
      }
    }
  }
  return cases;
}

describe("customer A with customer B's ids", () => {
  it('every route that takes an owned id answers 403 or 404, never 2xx and never B’s data, and B’s rows stay as they were', async () => {
    const before = await bSnapshot();
    const failures: string[] = [];
    let tried = 0;
    for (const operation of operations.filter((candidate) => !isPublic(candidate) && slotsOf(candidate).length > 0)) {
      for (const variant of variantsOf(operation)) {
        const request = buildRequest(operation, variant.owns);
        const response = await context.app.inject({ ...request, headers: a.headers });
        tried += 1;
        const leaked = bSecrets.filter((secret) => response.body.includes(secret));
        const shaped = response.headers['content-type']?.toString().startsWith('application/json') && typeof response.json().error?.code === 'string';
        // A 404 for a path the router does not know would prove nothing about ownership.
        const unrouted = response.body.includes('No route');
        if (![403, 404].includes(response.statusCode) || leaked.length || !shaped || unrouted) {
          failures.push(`${label(operation)} (${variant.name}): ${request.url} ${JSON.stringify(request.payload ?? null)} -> ${response.statusCode} ${response.body.slice(0, 200)}${leaked.length ? ` LEAKED ${leaked.join(', ')}` : ''}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(30);
    expect(await bSnapshot()).toBe(before);
  });

  it("the same requests with A's own ids are valid and allowed (so the refusals above are about ownership)", async () => {
    const staffHeaders = { authorization: `Bearer ${await context.tokens.sign({ kind: 'staff', userId: 1, role: 'ADMIN' })}` };
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => !isPublic(candidate) && slotsOf(candidate).length > 0)) {
      if (operation.bodyTypes.some((type) => type !== 'application/json')) continue; // uploads: their own tests
      const request = buildRequest(operation, (slot) => (slot.array ? [aOwns[slot.kinds[0]!]] : aOwns[slot.kinds[0]!]));
      const response = await context.app.inject({ ...request, headers: a.headers });
      const staffOnly = response.statusCode === 403 && (await context.app.inject({ ...request, headers: staffHeaders })).statusCode !== 403;
      // Linking Telegram refuses the made-up widget data (401 TELEGRAM_INVALID) only after the token and ownership passed.
      const refusedData = response.statusCode === 401 && response.json<{ error: { code: string } }>().error.code === 'TELEGRAM_INVALID';
      if (response.statusCode === 400 || (response.statusCode === 401 && !refusedData) || (response.statusCode === 403 && !staffOnly) || response.body.includes('No route')) {
        failures.push(`${label(operation)}: ${request.url} ${JSON.stringify(request.payload ?? null)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('routes that take no owned id and are not public are few and known (review them when this fails)', () => {
    const unowned = operations.filter((operation) => !isPublic(operation) && slotsOf(operation).length === 0).map(label);
    // Staff routes act on any order or product by design (the guard lets only staff in: see the token tests below).
    const staffRoutes = /^(GET \/api\/order\/getAllOrders|GET \/api\/(role|audit)|GET \/api\/product\/staff\/getAllProducts|POST \/api\/product\/addProduct|GET \/api\/brand\/getAllBrands|POST \/api\/brand\/addBrand|GET \/api\/(categories|categoryBlock)\/staff\/(getAllCategories|getAllCategoryBlocks)|POST \/api\/(categories\/addCategory|categoryBlock\/addCategoryBlock)|PUT \/api\/categories\/reorderCategories|GET \/api\/color\/getAllColors|POST \/api\/color\/addColor)$/;
    // The staff's home page (banners, small sliders, looks) lists and adds rows of the whole storefront.
    const homepageRoutes = /^(GET|POST|PUT) \/api\/(karusel|smallSlider|lookCollection)\/(staff\/getAllLooks|getAllKarusels|getAllSmallSliders|getByPlaceNumber\/\{n\}|uploadPicture|addKarusel|addSmallSlider|addLookCollection|reorderKarusels|reorderSmallSliders|reorderLookCollections)$/;
    // The staff's orders lists by status or paid, and their CSV export, read every customer's orders.
    const staffOrderRoutes = /^GET \/api\/order\/(getAllOrdersPaidIsTrue|get(New|Pack|Send|Reached|Rejected)Orders|staff\/exportOrders\.csv)$/;
    // The staff's payments and dashboard read every provider's transactions and every order's figures.
    const paymentRoutes = /^GET \/api\/(payment\/(getAllPayments|by-date)|staff\/dashboard)$/;
    // The staff's notifications to every customer and their list, the SMS texts, the contact inbox, the outbox's given-up jobs.
    const communicationRoutes = /^(GET \/api\/jobs\/staff\/failed|POST \/api\/notification\/addNotificationToAll|GET \/api\/notification\/staff\/getAllSent|(GET|POST|PUT) \/api\/sms\/(getAll|enums\/smsNames|add|edit\/\{name\})|GET \/api\/message\/getAllMessages)$/;
    // The staff's promotions: every coupon (handed to every customer or one), sale group and loyalty tier of the shop.
    const promotionRoutes = /^(GET \/api\/coupon\/(getAllCoupons|enums\/couponNames)|(GET|POST) \/api\/saleGroup\/(getAllSaleGroups|addSaleGroup)|GET \/api\/loyaltyTier\/staff\/getAllTiers)$/;
    // The staff's customer list and the staff accounts (ADMIN only) read every customer or staff member.
    const customerAccountRoutes = /^(GET \/api\/customers\/staff\/getAll|GET \/api\/users\/geAllUser|POST \/api\/users\/add)$/;
    // The shop settings (ADMIN only) belong to the shop, no customer.
    const settingsRoutes = /^(GET \/api\/settings\/staff\/get|PUT \/api\/settings\/staff\/save)$/;
    // Review moderation reads every customer's reviews; the places tree belongs to nobody.
    // Returns: the staff's list and counts read every customer's requests; a photo's upload names nothing; a request's
    // own id (returnId) is the guard's returnRequest, refused for another customer in server/returns/shopper.test.ts.
    const returnRoutes = /^(GET \/api\/return\/staff\/(list|counts)|POST \/api\/return\/(uploadPhoto|withdraw\/\{returnId\}))$/;
    const moderationRoutes = /^(GET \/api\/review\/getAllReviews|GET \/api\/places\/staff\/(getRegions|getSubRegions\/\{regionId\}|getPostFilials\/\{subRegionId\})|POST \/api\/(region\/addRegion|subRegion\/addSubRegion|postFilial\/addPostFilial))$/;
    expect(unowned.filter((name) => !moderationRoutes.test(name) && !staffRoutes.test(name) && !customerAccountRoutes.test(name) && !homepageRoutes.test(name) && !staffOrderRoutes.test(name) && !paymentRoutes.test(name) && !communicationRoutes.test(name) && !promotionRoutes.test(name) && !settingsRoutes.test(name) && !returnRoutes.test(name))).toEqual([]);
  });

  it('every colour and stock route refuses a customer’s token with 403 and lets staff through', async () => {
    // A stored staff account: the guard reads the role from it.
    const staffHeaders = (await staffWithRole(context, 'MANAGER')).headers;
    const stockRoutes = operations.filter((operation) => /^\/api\/(color|stock)\//.test(operation.path));
    expect(stockRoutes.length).toBeGreaterThanOrEqual(11);
    const failures: string[] = [];
    for (const operation of stockRoutes) {
      const request = buildRequest(operation, (slot) => (slot.array ? [aOwns[slot.kinds[0]!]] : aOwns[slot.kinds[0]!]));
      const asCustomer = await context.app.inject({ ...request, headers: a.headers });
      const asStaff = await context.app.inject({ ...request, headers: staffHeaders });
      if (asCustomer.statusCode !== 403 || [401, 403].includes(asStaff.statusCode)) {
        failures.push(`${label(operation)}: customer ${asCustomer.statusCode}, staff ${asStaff.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('no public route takes a customer’s own ids', () => {
    const publicWithOwnedIds = operations
      .filter((operation) => isPublic(operation))
      .filter((operation) => slotsOf(operation).some((slot) => slot.name !== 'id'))
      .map(label);
    expect(publicWithOwnedIds).toEqual([]);
  });
});

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

async function badTokens(customerId: number): Promise<Array<[string, string | undefined]>> {
  const good = await context.tokens.sign({ kind: 'customer', customerId });
  const [header, payload, signature] = good.split('.');
  const otherSubject = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: String(b.customer.id) })).toString('base64url');
  const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
  // Signed 31 days before the app's clock (and the real one): expired.
  const longAgo = new TestClock(Date.now() - 31 * 24 * 3600 * 1000);
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  const staffLookalike = await new SignJWT({ kind: 'customer' }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(customerId)).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
  return [
    ['no token', undefined],
    ['a malformed header', `Token ${good}`],
    ['garbage', 'Bearer not-a-token'],
    ['a tampered payload (another customer)', `Bearer ${header}.${otherSubject}.${signature}`],
    ['a tampered signature', `Bearer ${header}.${payload}.${flipped}`],
    ['an expired token', `Bearer ${await new TokenService(SECRET, longAgo).sign({ kind: 'customer', customerId })}`],
    ['a token signed with another secret', `Bearer ${await new TokenService('another-secret-that-is-long-enough-too').sign({ kind: 'customer', customerId })}`],
    ['an unsigned token (alg none)', `Bearer ${unsigned}`],
    ['a token with another algorithm', `Bearer ${staffLookalike}`],
  ];
}

describe('tokens on every route that is not public', () => {
  it('a missing, malformed, tampered, expired or foreign-signed token gets 401 in the error shape', async () => {
    const tokens = await badTokens(a.customer.id);
    const failures: string[] = [];
    const guarded = operations.filter((operation) => !isPublic(operation));
    expect(guarded.length).toBeGreaterThan(20);
    for (const operation of guarded) {
      const request = buildRequest(operation, (slot) => (slot.array ? [aOwns[slot.kinds[0]!]] : aOwns[slot.kinds[0]!]));
      for (const [name, authorization] of tokens) {
        const response = await context.app.inject({ ...request, headers: authorization ? { authorization } : {} });
        const body = response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : undefined;
        if (response.statusCode !== 401 || body?.error?.code !== 'UNAUTHORIZED') {
          failures.push(`${label(operation)} with ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("a token expires 30 days after it was signed, by the app's clock", async () => {
    const clock = new TestClock(Date.now());
    const tokens = new TokenService(SECRET, clock);
    const token = await tokens.sign({ kind: 'customer', customerId: a.customer.id });
    clock.advance(30 * 24 * 3600 * 1000 + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a valid token of the other kind gets 403: customers on staff routes, staff on customer routes', async () => {
    const staffToken = await context.tokens.sign({ kind: 'staff', userId: 1, role: 'ADMIN' });
    const customer = await createCustomer(context);
    const onStaffRoute = await context.app.inject({ method: 'GET', url: '/api/order/getAllOrders', headers: customer.headers });
    expect(onStaffRoute.statusCode).toBe(403);
    const onCustomerRoute = await context.app.inject({
      method: 'GET',
      url: `/api/customers/getCustomerById/${customer.customer.id}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(onCustomerRoute.statusCode).toBe(403);
  });
});
