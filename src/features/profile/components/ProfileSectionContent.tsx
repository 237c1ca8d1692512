import type { ProfileTab } from '../../../components/profileTabs';
import { AddressBook } from '../../addresses/AddressBook';
import { MyStatusSection } from '../../loyalty/MyStatusSection';
import { MyProfileSection } from '../my-profile/MyProfileSection';
import { CommentsSection } from '../sections/CommentsSection';
import { CouponsSection } from '../sections/CouponsSection';
import { NotificationsSection } from '../sections/NotificationsSection';
import { OrdersSection } from '../sections/OrdersSection';

/** The body of one profile section, the same in the wide tab and on the phone page. */
export function ProfileSectionContent({ tab, customerId }: { tab: ProfileTab; customerId: number }) {
  switch (tab) {
    case 'my-profile':
      return <MyProfileSection customerId={customerId} />;
    case 'my-orders':
      return <OrdersSection customerId={customerId} />;
    case 'my-comments':
      return <CommentsSection customerId={customerId} />;
    case 'my-address':
      return <AddressBook customerId={customerId} />;
    case 'my-notifications':
      return <NotificationsSection customerId={customerId} />;
    case 'my-status':
      return <MyStatusSection customerId={customerId} />;
    case 'my-coupons':
      return <CouponsSection customerId={customerId} />;
  }
}
