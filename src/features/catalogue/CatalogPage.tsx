import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /catalog/{id}: one catalogue. */
export function CatalogPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PagePlaceholder title={t('pages.catalog')} subtitle={t('pages.number', { id })} />;
}
