/** One entry of GET /api/couponCustomer/getCouponsByCustomerId/{customerId}. */
export type CustomerCoupon = {
  id: number;
  /** Shown by `nameUZB` or `nameRUS`, in the page's language. */
  coupon: { id: number; name: string; nameUZB: string; nameRUS: string; credit: number };
  expireDate: string;
  used: boolean;
  /** The server's word that the coupon may be used now (not used, not expired). */
  usable: boolean;
};
