import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffHeading } from '../frame/StaffHeading';
import { BannersTab } from './BannersTab';
import { LooksTab } from './LooksTab';
import { SlidersTab } from './SlidersTab';

const TABS = ['banners', 'sliders', 'looks'] as const;
type HomepageTab = (typeof TABS)[number];
const isTab = (value: string | null): value is HomepageTab => TABS.some((tab) => tab === value);

/** /staff/homepage: the home page's banners, product rows and looks, a tab each (kept in the address: ?tab=). */
export function HomepageSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: HomepageTab = isTab(asked) ? asked : 'banners';
  return (
    <>
      <StaffHeading>{t('staff.sections.homepage')}</StaffHeading>
      <Tabs
        value={tab}
        onChange={(_event, next: HomepageTab) => setParams(next === 'banners' ? {} : { tab: next }, { replace: true })}
        aria-label={t('staff.homepage.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`staff.homepage.tabs.${name}`)} id={`homepage-tab-${name}`} aria-controls={`homepage-panel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`homepage-panel-${tab}`} aria-labelledby={`homepage-tab-${tab}`}>
        {tab === 'banners' && <BannersTab />}
        {tab === 'sliders' && <SlidersTab />}
        {tab === 'looks' && <LooksTab />}
      </Box>
    </>
  );
}
