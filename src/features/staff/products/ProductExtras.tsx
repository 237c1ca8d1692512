import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormGroup } from './ProductFormFields';

/** The row's photos and sizes with their stock: the pictures and stock sections' components, once they exist. */
export function ProductExtras({ productId }: { productId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup title={t('staff.products.extras.photos')}>
        <Typography sx={{ color: 'text.secondary' }} data-product-id={productId}>
          {t('staff.products.extras.soon')}
        </Typography>
      </FormGroup>
      <FormGroup title={t('staff.products.extras.stock')}>
        <Typography sx={{ color: 'text.secondary' }}>{t('staff.products.extras.soon')}</Typography>
      </FormGroup>
    </>
  );
}
