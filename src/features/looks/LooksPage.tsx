import { Box, Button, Container, Typography } from '@mui/material';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LandingReader } from '../../app/store';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { looksApi, useGetLooksQuery } from './api';
import { lookGridSx, LookTile, LookTileSkeleton } from './components/LookTile';

const skeletonCount = 6;
const wideColumns = 3;

/**
 * The read of the looks' first screen, the list of looks (the page's only one), made before its first render: the
 * server draws the tiles' pictures, names and links, and the browser hydrates them from the same answer.
 */
export const readLandingLooks: LandingReader = (_params, _search, dispatch) => [dispatch(looksApi.endpoints.getLooks.initiate())];

/** /looks: the outfits the shop has put together, each opening its own page. */
export function LooksPage() {
  const { t } = useTranslation();
  const looksRead = useGetLooksQuery();

  const content = (
    <QueryView
      query={looksRead}
      loading={
        <Box component="ul" role="status" aria-busy="true" aria-label={t('looks.loading')} sx={lookGridSx(wideColumns)}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <LookTileSkeleton />
            </li>
          ))}
        </Box>
      }
      failure={t('looks.error')}
      empty={
        <StatusMessage
          icon={<CheckroomOutlinedIcon />}
          message={t('looks.empty')}
          action={
            <Button component={RouterLink} to="/" variant="outlined" color="inherit">
              {t('common.backHome')}
            </Button>
          }
        />
      }
    >
      {(looks) => (
        <Box component="ul" aria-label={t('looks.title')} sx={lookGridSx(wideColumns)}>
          {looks.map((look) => (
            <li key={look.id}>
              <LookTile look={look} />
            </li>
          ))}
        </Box>
      )}
    </QueryView>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('looks.title')} — ${t('app.name')}`}</title>
      <Box sx={{ mb: { xs: 2.5, md: 4 }, maxWidth: 640 }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', letterSpacing: '0.16em', lineHeight: 2 }}>
          {t('looks.overline')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {t('looks.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { xs: 15, md: 16 }, lineHeight: 1.55 }}>{t('looks.subtitle')}</Typography>
      </Box>
      {content}
    </Container>
  );
}
