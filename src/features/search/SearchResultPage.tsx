import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';

/** /searchResult?search=text: every product the search finds. */
export function SearchResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('search')?.trim() ?? '';
  return (
    <PagePlaceholder title={t('pages.searchResult')} subtitle={text ? t('pages.searchTerm', { text }) : t('pages.searchEmpty')} />
  );
}
