import { Button } from '@mui/material';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';

/** An empty cart, a customer's or a visitor's: says so and points to the catalogue. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<LocalMallOutlinedIcon />}
      message={t('cart.empty')}
      action={
        <Button variant="contained" component={RouterLink} to="/catalogs">
          {t('cart.toCatalogue')}
        </Button>
      }
    />
  );
}
