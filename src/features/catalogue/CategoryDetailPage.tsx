import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /categoryDetail/{id}: the category's products arrive with the catalogue pages issue. */
export function CategoryDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PagePlaceholder title={t('pages.categoryDetail')} subtitle={t('pages.number', { id })} />;
}
