import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /productDetail/{id}: the product page. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PagePlaceholder title={t('pages.productDetail')} subtitle={t('pages.number', { id })} />;
}
