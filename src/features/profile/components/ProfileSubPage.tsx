import { Container, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProfileTab } from '../../../components/profileTabs';
import { ProfileSectionContent } from './ProfileSectionContent';

/** Phones, /my-orders and the like: one section as its own page, with a way back to the list. */
export function ProfileSubPage({ customerId, tab }: { customerId: number; tab: ProfileTab }) {
  const { t } = useTranslation();
  const title = t(`profileTabs.${tab}`);
  return (
    <Container maxWidth="sm" sx={{ py: 2, px: 2 }}>
      <title>{`${title} — ${t('app.name')}`}</title>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, ml: -1 }}>
        <IconButton component={RouterLink} to="/profile" aria-label={t('profile.nav.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          {title}
        </Typography>
      </Stack>
      <ProfileSectionContent tab={tab} customerId={customerId} />
    </Container>
  );
}
