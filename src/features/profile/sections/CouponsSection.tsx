import { CouponList } from '../../coupons/CouponList';

/** My coupons (the my-coupons tab): the coupons each loyalty tier awards, usable ones first. */
export function CouponsSection({ customerId }: { customerId: number }) {
  return <CouponList customerId={customerId} />;
}
