import { Box, Button, Container, Typography } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useGetCategoryBlocksQuery } from './api';
import { CategoryGrid } from './components/CategoryGrid';
import { CategoryTile } from './components/CategoryTile';
import { CategoryTileSkeleton } from './components/CategoryTileSkeleton';

const skeletonTileCount = 8;

export function HomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: blocks, isFetching, isError, refetch } = useGetCategoryBlocksQuery('MENU_1');

  const content = (() => {
    if (!blocks) {
      // Skeletons also while a retry after an error runs, so the button visibly does something.
      return isError && !isFetching ? (
        <StatusMessage
          role="alert"
          icon={<CloudOffOutlinedIcon />}
          message={t('home.error')}
          action={
            <Button variant="contained" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Box role="status" aria-busy="true" aria-label={t('home.loading')}>
          <CategoryGrid>
            {Array.from({ length: skeletonTileCount }, (_, index) => (
              <li key={index}>
                <CategoryTileSkeleton />
              </li>
            ))}
          </CategoryGrid>
        </Box>
      );
    }
    if (blocks.length === 0) {
      return <StatusMessage icon={<CheckroomOutlinedIcon />} message={t('home.empty')} />;
    }
    // A failed background refresh keeps the last good list on screen rather than replacing it.
    return (
      <CategoryGrid>
        {blocks.map((block) => (
          <li key={block.id}>
            <CategoryTile category={block.category} language={language} />
          </li>
        ))}
      </CategoryGrid>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('app.name')} — ${t('app.tagline')}`}</title>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main', letterSpacing: '0.16em', lineHeight: 2 }}>
        {t('app.tagline')}
      </Typography>
      <Typography variant="h1" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('home.title')}
      </Typography>
      {content}
    </Container>
  );
}
