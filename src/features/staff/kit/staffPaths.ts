/** The staff order page (STAFF_RECORD_PAGES' 'orders/:id'), which every section linking to an order opens. */
export const staffOrderPath = (orderId: number) => `/staff/orders/${orderId}`;
