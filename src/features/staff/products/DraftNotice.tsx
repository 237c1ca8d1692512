import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffProduct } from '../../../../contract/staff';
import { useStaffFailure } from '../kit/useStaffFailure';
import { usePublishStaffProductMutation } from './api';

/**
 * A draft's notice in its editor: shoppers do not see it yet, what publishing needs, and the button that publishes
 * it. A refusal names what is still missing (the products area's `notReady` words).
 */
export function DraftNotice({ product, onPublished }: { product: StaffProduct; onPublished: (published: StaffProduct) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastFailure = useStaffFailure('products');
  const [publish, publishing] = usePublishStaffProductMutation();

  const publishNow = async () => {
    try {
      onPublished(await publish(product.id).unwrap());
      enqueueSnackbar(t('staff.products.draft.published'), { variant: 'success' });
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    // The button under the words, not beside them: beside, a phone's narrow alert squeezed the text to a few words a line.
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('staff.products.draft.title')}</AlertTitle>
      {t('staff.products.draft.text')}
      <Box sx={{ mt: 1.5 }}>
        <Button color="inherit" variant="outlined" size="small" loading={publishing.isLoading} onClick={() => void publishNow()}>
          {t('staff.products.draft.publish')}
        </Button>
      </Box>
    </Alert>
  );
}
