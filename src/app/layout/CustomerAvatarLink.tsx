import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../config';
import { CustomerAvatar } from '../../components/CustomerAvatar';
import ui from '../../components/ui.module.css';
import { useGetCustomerByIdQuery } from '../../features/account/api';
import styles from './Header.module.css';

/** A signed-in customer's avatar in the header, leading to their profile. */
export function CustomerAvatarLink({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { data: customer } = useGetCustomerByIdQuery(customerId);
  return (
    <RouterLink to="/profile?tab=my-profile" aria-label={t('layout.header.profile')} className={`${ui.iconButton} ${styles.avatarButton}`}>
      <CustomerAvatar fullName={customer?.fullName} imageUrl={mediaUrl(customer?.image?.url)} size={32} />
    </RouterLink>
  );
}
