import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { recordId } from '../../components/positiveInteger';
import { LoadFailure, QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import ui from '../../components/ui.module.css';
import type { LandingReader } from '../../app/store';
import { readApiFailure } from './apiFailure';
import { productApi, useGetProductByIdQuery } from './api';
import { ProductDetailSkeleton } from './components/ProductDetailSkeleton';
import { ProductView } from './components/ProductView';

export { preloadDrawnParts } from './components/ProductView';
import styles from './ProductDetailPage.module.css';

/** Material's "search off" outline: only this page draws it, so it stays out of the shell's icons/paths.ts. */
const searchOffOutlined = 'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19z M6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z';

/**
 * The read of the product a shopper lands on, made before the page's first render (src/app/router.tsx): the page then
 * draws it at once instead of its skeleton first. The read's outcome, failure included, is the page's to show.
 */
export const readLandingProduct: LandingReader = (params, _search, dispatch) => {
  const productId = recordId(params.id);
  return productId === undefined ? [] : [dispatch(productApi.endpoints.getProductById.initiate(productId))];
};

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('product.notFound.title')} — ${t('app.name')}`}</title>
      <StatusMessage
        icon={<Icon path={searchOffOutlined} />}
        message={t('product.notFound.message')}
        action={
          <RouterLink to="/" className={ui.button}>
            {t('common.backHome')}
          </RouterLink>
        }
      />
    </>
  );
}

/** /productDetail/{id}: the product page. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const productId = recordId(useParams().id);
  const productRead = useGetProductByIdQuery(productId ?? skipToken);
  const status = readApiFailure(productRead.error).status;
  // currentData, not data: after a colour link the previous product must not linger under the new address.
  const thisProduct = { ...productRead, data: productRead.currentData };

  const content = (() => {
    if (productId === undefined || status === 404 || status === 400) return <ProductNotFound />;
    return (
      <QueryView
        query={thisProduct}
        loading={<ProductDetailSkeleton />}
        failure={(retry) => (
          <>
            <title>{`${t('pages.productDetail')} — ${t('app.name')}`}</title>
            <LoadFailure message={t('product.error')} onRetry={retry} />
          </>
        )}
      >
        {(product) => <ProductView key={product.id} product={product} />}
      </QueryView>
    );
  })();

  return (
    <div className={`${ui.container} ${styles.page}`}>{content}</div>
  );
}
