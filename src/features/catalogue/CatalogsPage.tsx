import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /catalogs: the list of catalogues (the bottom bar's second entry). */
export function CatalogsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.catalogs')} subtitle={t('pages.comingSoon')} />;
}
