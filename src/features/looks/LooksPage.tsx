import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /looks: the look collections. */
export function LooksPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.looks')} subtitle={t('pages.comingSoon')} />;
}
