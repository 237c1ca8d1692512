import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /favorites (the address keeps the spec's spelling). */
export function FavouritesPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.favourites')} subtitle={t('pages.comingSoon')} />;
}
