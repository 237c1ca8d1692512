import { Box, Chip, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import { isProfileTab, profileTabs, type ProfileTab } from './profileTabs';

/**
 * /profile?tab=... and the sub-pages /my-profile, /my-orders, ...: the route gives `tab` for a sub-page,
 * otherwise the query parameter chooses it (profile information by default).
 */
export function ProfilePage({ tab }: { tab?: ProfileTab }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromQuery = params.get('tab');
  const current: ProfileTab = tab ?? (isProfileTab(fromQuery) ? fromQuery : 'my-profile');

  return (
    <PagePlaceholder title={t('pages.profile')} subtitle={t(`profileTabs.${current}`)}>
      <Box component="nav" aria-label={t('profileTabs.label')} sx={{ mt: 3 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {profileTabs.map((option) => (
            <Chip
              key={option}
              component={RouterLink}
              to={`/profile?tab=${option}`}
              clickable
              label={t(`profileTabs.${option}`)}
              color={option === current ? 'primary' : 'default'}
              variant={option === current ? 'filled' : 'outlined'}
              aria-current={option === current ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Box>
    </PagePlaceholder>
  );
}
