import { MyOrders } from '../../orders/MyOrders';

/** The customer's orders: the orders feature's list, in the profile's tab or phone page. */
export function OrdersSection({ customerId }: { customerId: number }) {
  return <MyOrders customerId={customerId} />;
}
