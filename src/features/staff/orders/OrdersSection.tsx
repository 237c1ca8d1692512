import { useTranslation } from 'react-i18next';
import { StaffOrders } from './StaffOrders';
import { StaffHeading } from '../frame/StaffHeading';

/** /staff/orders: pack, send, deliver or reject the shop's orders. */
export function OrdersSection() {
  const { t } = useTranslation();
  return (
    <>
      <StaffHeading>{t('staff.sections.orders')}</StaffHeading>
      <StaffOrders />
    </>
  );
}
