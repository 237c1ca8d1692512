import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /looksDetail/{id}: one look and its products. */
export function LookDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PagePlaceholder title={t('pages.lookDetail')} subtitle={t('pages.number', { id })} />;
}
