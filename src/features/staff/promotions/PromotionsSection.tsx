import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffHeading } from '../frame/StaffHeading';
import { CouponsTab } from './CouponsTab';
import { SaleGroupsTab } from './SaleGroupsTab';
import { TiersTab } from './TiersTab';

const tabs = ['coupons', 'sales', 'tiers'] as const;
type PromotionsTab = (typeof tabs)[number];

/** /staff/promotions: coupons, sale groups and loyalty tiers, one tab each (the tab is in the address: ?tab=). */
export function PromotionsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: PromotionsTab = tabs.find((name) => name === asked) ?? 'coupons';
  return (
    <>
      <StaffHeading>{t('staff.sections.promotions')}</StaffHeading>
      <Tabs
        value={tab}
        onChange={(_event, value: PromotionsTab) => setParams(value === 'coupons' ? {} : { tab: value }, { replace: true })}
        aria-label={t('staff.promotions.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`staff.promotions.tabs.${name}`)} id={`promotions-tab-${name}`} aria-controls="promotions-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="promotions-panel" aria-labelledby={`promotions-tab-${tab}`}>
        {tab === 'coupons' && <CouponsTab />}
        {tab === 'sales' && <SaleGroupsTab />}
        {tab === 'tiers' && <TiersTab />}
      </Box>
    </>
  );
}
