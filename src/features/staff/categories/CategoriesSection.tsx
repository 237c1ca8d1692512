import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StaffHeading } from '../frame/StaffHeading';
import { CategoryTree } from './CategoryTree';
import { MenuBlocks } from './MenuBlocks';

const TABS = ['tree', 'menus'] as const;
type CategoriesTab = (typeof TABS)[number];

const tabId = (tab: CategoriesTab) => `categories-tab-${tab}`;
const panelId = (tab: CategoriesTab) => `categories-panel-${tab}`;

/** /staff/categories: the category tree, and (?tab=menus) the header's two menus. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: CategoriesTab = params.get('tab') === 'menus' ? 'menus' : 'tree';
  return (
    <>
      <StaffHeading>{t('staff.sections.categories')}</StaffHeading>
      <Tabs
        value={tab}
        onChange={(_event, next: CategoriesTab) => setParams(next === 'tree' ? {} : { tab: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('staff.categories.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((candidate) => (
          <Tab key={candidate} value={candidate} id={tabId(candidate)} aria-controls={panelId(candidate)} label={t(`staff.categories.tabs.${candidate}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'tree' ? <CategoryTree /> : <MenuBlocks />}
      </Box>
    </>
  );
}
