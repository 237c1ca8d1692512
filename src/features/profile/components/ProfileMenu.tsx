import { Box, Container, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileTabIcons } from '../profileTabIcons';
import { profileTabPath, profileTabs } from '../../../components/profileTabs';
import { LogoutButton } from './LogoutButton';
import { ProfileSummaryCard } from './ProfileSummaryCard';

/** Phones, /profile: who is signed in, then one row per section, each opening its own page. */
export function ProfileMenu({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 3, px: 2 }}>
      <title>{`${t('pages.profile')} — ${t('app.name')}`}</title>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {t('pages.profile')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ProfileSummaryCard customerId={customerId} statusHref={profileTabPath('my-status', false)} showRetry />
      </Paper>
      <Paper component="nav" variant="outlined" aria-label={t('profileTabs.label')} sx={{ mb: 3, overflow: 'hidden' }}>
        <List disablePadding>
          {/* Each link in its own list item: a list holds items only, or screen readers miscount it. */}
          {profileTabs.map((tab, index) => (
            <ListItem key={tab} disablePadding divider={index < profileTabs.length - 1}>
              <ListItemButton component={RouterLink} to={profileTabPath(tab, false)} sx={{ minHeight: 56 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'text.primary' }}>{profileTabIcons[tab]}</ListItemIcon>
                <ListItemText primary={t(`profileTabs.${tab}`)} slotProps={{ primary: { sx: { fontSize: 16, fontWeight: 500 } } }} />
                <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                  <ChevronRightIcon />
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <LogoutButton fullWidth />
    </Container>
  );
}
