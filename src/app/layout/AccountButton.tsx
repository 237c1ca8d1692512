import { IconButton } from '@mui/material';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../config';
import { useSession } from '../session';
import { CustomerAvatar } from '../../components/CustomerAvatar';
import { useGetCustomerByIdQuery } from '../../features/account/api';

/** SPEC §2: a customer's avatar goes to their profile; a visitor gets the login and registration panel. */
export function AccountButton({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t } = useTranslation();
  const session = useSession();

  if (!session) {
    return (
      <IconButton aria-label={t('layout.header.login')} aria-haspopup="dialog" onClick={onOpenAccount} sx={{ color: 'text.primary' }}>
        <PersonOutlinedIcon />
      </IconButton>
    );
  }
  return <CustomerAvatarLink customerId={session.customerId} />;
}

function CustomerAvatarLink({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { data: customer } = useGetCustomerByIdQuery(customerId);
  return (
    <IconButton component={RouterLink} to="/profile?tab=my-profile" aria-label={t('layout.header.profile')} sx={{ p: 0.75 }}>
      <CustomerAvatar fullName={customer?.fullName} imageUrl={mediaUrl(customer?.image?.url)} size={32} />
    </IconButton>
  );
}
