import { Box, Container, Divider, Paper, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { profileTabIcons } from '../profileTabIcons';
import { profileTabPath, profileTabs, type ProfileTab } from '../../../components/profileTabs';
import { LogoutButton } from './LogoutButton';
import { ProfileSectionContent } from './ProfileSectionContent';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SectionHeadingLevel } from '../../../components/SectionHeading';

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = 'profile-tab-panel';

/**
 * md and up: the sidebar (who, the seven tabs, logout) beside the chosen tab. The tabs are links to
 * /profile?tab=..., so the address always names the open tab; arrow keys move between them (MUI Tabs).
 */
export function ProfileWideLayout({ customerId, current }: { customerId: number; current: ProfileTab }) {
  const { t } = useTranslation();
  const title = t(`profileTabs.${current}`);
  return (
    <Container maxWidth="lg" sx={{ py: 5, px: 3 }}>
      <title>{`${title} — ${t('pages.profile')} — ${t('app.name')}`}</title>
      <Typography variant="h1" sx={{ fontSize: '2.25rem', mb: 3 }}>
        {t('pages.profile')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '300px minmax(0, 1fr)', gap: 4, alignItems: 'start' }}>
        <Paper component="aside" variant="outlined" aria-label={t('profileTabs.label')} sx={{ p: 2, position: 'sticky', top: 96 }}>
          <ProfileSummaryCard customerId={customerId} statusHref={profileTabPath('my-status', true)} />
          <Divider sx={{ my: 2 }} />
          <Tabs
            orientation="vertical"
            value={current}
            aria-label={t('profileTabs.label')}
            textColor="inherit"
            sx={{
              '& .MuiTabs-indicator': { left: 0, width: 3, bgcolor: 'secondary.main' },
              '& .MuiTab-root': { minHeight: 48, justifyContent: 'flex-start', textAlign: 'left', px: 2, fontSize: 15, gap: 1.5 },
              '& .Mui-selected': { bgcolor: 'background.default', fontWeight: 700 },
            }}
          >
            {profileTabs.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                id={tabId(tab)}
                aria-controls={panelId}
                component={RouterLink}
                to={profileTabPath(tab, true)}
                icon={profileTabIcons[tab]}
                iconPosition="start"
                label={t(`profileTabs.${tab}`)}
              />
            ))}
          </Tabs>
          <Divider sx={{ my: 2 }} />
          <LogoutButton />
        </Paper>
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current)} sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ mb: 3 }}>
            {title}
          </Typography>
          <SectionHeadingLevel.Provider value="h3">
            <ProfileSectionContent tab={current} customerId={customerId} />
          </SectionHeadingLevel.Provider>
        </Box>
      </Box>
    </Container>
  );
}
