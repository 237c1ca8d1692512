/**
 * GET /api/couponCustomer/getCouponsByCustomerId/{customerId}: a coupon the customer holds. `id` is the
 * couponCustomerId an order names; `usable` is the server's word on whether checkout takes it now.
 */
export type CustomerCoupon = {
  id: number;
  /** `nameUZB` and `nameRUS` are what shoppers read (a tier's coupon named after the tier); `name` as it was made. */
  coupon: { id: number; name: string; nameUZB: string; nameRUS: string; credit: number };
  expireDate: string;
  used: boolean;
  usable: boolean;
};
