import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import type { InfoTopic } from './infoTopics';

/** /about, /terms, /branches, /contact and /privacy: the shop's information pages. */
export function InfoPage({ topic }: { topic: InfoTopic }) {
  const { t } = useTranslation();
  return <PagePlaceholder title={t(`pages.${topic}`)} subtitle={t('pages.comingSoon')} />;
}
