import { Container } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useGetParentCategoriesQuery } from './api';
import { CategoryGrid, CategoryGridLoading } from './components/CategoryGrid';
import { CategoryTile } from './components/CategoryTile';
import { LoadError } from './components/LoadError';
import { PageHeading } from './components/PageHeading';

/** /catalogs: the top-level categories (the bottom bar's second entry); each opens its catalogue. */
export function CatalogsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: parents, isError, isFetching, refetch } = useGetParentCategoriesQuery();

  const content = (() => {
    if (!parents) {
      // Skeletons also while a retry after an error runs, so the button visibly does something.
      if (isError && !isFetching) return <LoadError message={t('catalogue.catalogs.error')} onRetry={() => void refetch()} />;
      return <CategoryGridLoading label={t('catalogue.catalogs.loading')} />;
    }
    if (parents.length === 0) return <StatusMessage icon={<CheckroomOutlinedIcon />} message={t('catalogue.catalogs.empty')} />;
    return (
      <CategoryGrid>
        {parents.map((parent) => (
          <li key={parent.id}>
            <CategoryTile category={parent} language={language} to={`/catalog/${parent.id}`} />
          </li>
        ))}
      </CategoryGrid>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <PageHeading title={t('catalogue.catalogs.title')} subtitle={t('catalogue.catalogs.subtitle')} />
      {content}
    </Container>
  );
}
