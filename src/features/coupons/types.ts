/**
 * GET /api/couponCustomer/getCouponsByCustomerId/{customerId}: a coupon the customer holds. `id` is the
 * couponCustomerId an order names; `usable` is the server's word on whether checkout takes it now.
 */
export type CustomerCoupon = {
  id: number;
  coupon: { id: number; name: string; credit: number };
  expireDate: string;
  used: boolean;
  usable: boolean;
};
