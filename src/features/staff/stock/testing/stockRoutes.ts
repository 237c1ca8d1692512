import type { ProductStock as Stock, StockMovement } from '../../../../../contract/stock';
import { pathOf, type MockHandler } from '../../../../../test/web/fetchMock';

/** One product row's sizes and history (`earlier`, oldest first) behind the stock routes, changed as the server would. */
export function stockRoutes(productId = 7, earlier: StockMovement[] = []) {
  const stock: Stock = {
    productId,
    referenceNumber: 'LX-100',
    nameUZB: 'Ipak ko‘ylak',
    nameRUS: 'Шёлковое платье',
    active: true,
    color: { id: 3, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff' },
    sizes: [
      { id: 11, size: 'S', quantity: 2, position: 0 },
      { id: 12, size: 'M', quantity: 0, position: 1 },
    ],
  };
  const history: StockMovement[] = [...earlier];
  let nextId = 50;
  // A copy per answer, as a server's JSON is: the cache must not share the store's objects.
  const copy = (value: Stock): Stock => JSON.parse(JSON.stringify(value)) as Stock;
  const answer = () => ({ body: copy(stock) });
  const handler: MockHandler = async (request) => {
    const path = pathOf(request);
    const id = Number(path.split('/').pop());
    if (path.startsWith('/api/stock/getProductStock/')) return answer();
    if (path.startsWith('/api/stock/getStockHistory/')) {
      return { body: { content: [...history].reverse(), page: 0, size: 10, totalElements: history.length, totalPages: 1 } };
    }
    const body = request.method === 'DELETE' ? {} : ((await request.clone().json()) as Record<string, unknown>);
    if (path.startsWith('/api/stock/addSize/')) {
      const size = String(body.size);
      if (stock.sizes.some((candidate) => candidate.size.toLowerCase() === size.toLowerCase())) {
        return { status: 409, body: { error: { code: 'DUPLICATE', message: 'taken', fields: { size: 'already a size of this product' } } } };
      }
      stock.sizes.push({ id: nextId++, size, quantity: Number(body.quantity ?? 0), position: stock.sizes.length });
      return { status: 201, body: copy(stock) };
    }
    const size = stock.sizes.find((candidate) => candidate.id === id)!;
    if (path.startsWith('/api/stock/changeStock/')) {
      const quantity = Number(body.quantity);
      const after = body.kind === 'set' ? quantity : body.kind === 'add' ? size.quantity + quantity : size.quantity - quantity;
      if (after < 0) return { status: 409, body: { error: { code: 'OUT_OF_STOCK', message: 'not enough', quantity: size.quantity } } };
      history.push({
        id: nextId++, productId, sizeVariantId: size.id, size: size.size, actor: 'staff', userId: 4, userName: 'Ombor Xodimi',
        customerId: null, customerName: null, orderId: null, orderNumber: null,
        kind: body.kind as StockMovement['kind'], delta: after - size.quantity, quantityAfter: after, reason: (body.reason as string | undefined) ?? null,
        createdAt: '2026-11-20T09:30:00.000Z',
      });
      size.quantity = after;
      return answer();
    }
    if (path.startsWith('/api/stock/deleteSize/')) {
      return { status: 409, body: { error: { code: 'IN_USE', message: 'named', usage: { orders: 1, carts: 2 } } } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
  };
  const routes: Record<string, MockHandler> = {
    [`/api/stock/getProductStock/${productId}`]: handler,
    [`/api/stock/getStockHistory/${productId}`]: handler,
    [`/api/stock/addSize/${productId}`]: handler,
  };
  for (const id of [11, 12]) {
    routes[`/api/stock/changeStock/${id}`] = handler;
    routes[`/api/stock/deleteSize/${id}`] = handler;
  }
  return routes;
}
