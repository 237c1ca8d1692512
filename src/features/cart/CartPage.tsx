import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /cart */
export function CartPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.cart')} subtitle={t('pages.comingSoon')} />;
}
