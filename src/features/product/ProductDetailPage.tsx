import { Button, Container } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { readApiFailure } from './apiFailure';
import { useGetProductByIdQuery } from './api';
import { ProductDetailSkeleton } from './components/ProductDetailSkeleton';
import { ProductView } from './components/ProductView';

/** The id of the address, or null when it cannot be a product's (then there is nothing to ask the server). */
function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('product.notFound.title')} — ${t('app.name')}`}</title>
      <StatusMessage
        icon={<SearchOffOutlinedIcon />}
        message={t('product.notFound.message')}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            {t('common.backHome')}
          </Button>
        }
      />
    </>
  );
}

/** /productDetail/{id}: the product page. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const productId = productIdOf(useParams().id);
  // currentData, not data: after a colour link the previous product must not linger under the new address.
  const { currentData: product, error, isError, isFetching, refetch } = useGetProductByIdQuery(productId ?? skipToken);
  const status = readApiFailure(error).status;

  const content = (() => {
    if (productId === null || status === 404 || status === 400) return <ProductNotFound />;
    if (product) return <ProductView key={product.id} product={product} />;
    // Skeletons also while a retry after an error runs, so the button visibly does something.
    if (isError && !isFetching) {
      return (
        <>
          <title>{`${t('pages.productDetail')} — ${t('app.name')}`}</title>
          <StatusMessage
            role="alert"
            icon={<CloudOffOutlinedIcon />}
            message={t('product.error')}
            action={
              <Button variant="contained" onClick={() => void refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </>
      );
    }
    return <ProductDetailSkeleton />;
  })();

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 1.5, md: 3 }, pb: { xs: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
      {content}
    </Container>
  );
}
