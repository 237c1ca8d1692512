import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { useStaffSession } from '../staffSession';
import {
  accountsIcon,
  auditIcon,
  settingsIcon,
  brandsIcon,
  categoriesIcon,
  coloursIcon,
  customersIcon,
  dashboardIcon,
  homepageIcon,
  inboxIcon,
  notificationsIcon,
  ordersIcon,
  outboxIcon,
  paymentsIcon,
  placesIcon,
  productsIcon,
  promotionsIcon,
  returnsIcon,
  reviewsIcon,
  smsIcon,
  stockIcon,
} from '../kit/staffIcons';
import type { StaffSection } from '../../../../contract/staffSections';
import { preloadStaffPage } from '../staffPages';
import { staffSectionGroups, staffSectionPath } from './staffSections';

const icons: Record<StaffSection, string> = {
  dashboard: dashboardIcon,
  orders: ordersIcon,
  returns: returnsIcon,
  payments: paymentsIcon,
  customers: customersIcon,
  products: productsIcon,
  colours: coloursIcon,
  brands: brandsIcon,
  categories: categoriesIcon,
  stock: stockIcon,
  homepage: homepageIcon,
  promotions: promotionsIcon,
  reviews: reviewsIcon,
  inbox: inboxIcon,
  notifications: notificationsIcon,
  sms: smsIcon,
  outbox: outboxIcon,
  places: placesIcon,
  accounts: accountsIcon,
  audit: auditIcon,
  settings: settingsIcon,
};

/**
 * The sections as links under their groups' headings; the current one is marked for the eye and for screen readers
 * (aria-current). A MANAGER is not shown the sections only an ADMIN may open.
 */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAdmin = useStaffSession()?.role === 'ADMIN';
  return (
    <nav aria-label={t('staff.frame.navLabel')}>
      {staffSectionGroups.map(({ group, sections }) => {
        const shown = sections.filter(({ role }) => isAdmin || role !== 'ADMIN');
        if (shown.length === 0) return null;
        const headingId = `staff-nav-${group}`;
        return (
          <List
            key={group}
            dense
            aria-labelledby={headingId}
            sx={{ px: 1, py: 0.5 }}
            subheader={
              <ListSubheader id={headingId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700, color: 'text.secondary' }}>
                {t(`staff.navGroups.${group}`)}
              </ListSubheader>
            }
          >
            {shown.map(({ path: section, textKey }) => {
              const path = staffSectionPath(section);
              const current = pathname === path || pathname.startsWith(`${path}/`);
              return (
                <li key={section}>
                  <ListItemButton
                    component={RouterLink}
                    to={path}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                    // A section's code is fetched as the pointer or the focus reaches its link, ahead of the click.
                    onPointerEnter={() => preloadStaffPage(path)}
                    onFocus={() => preloadStaffPage(path)}
                    sx={{
                      borderRadius: 2,
                      mb: 0.25,
                      '&.Mui-selected': { fontWeight: 700 },
                      '&.Mui-selected .MuiListItemIcon-root': { color: 'secondary.main' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Icon path={icons[section]} />
                    </ListItemIcon>
                    <ListItemText primary={t(textKey)} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        );
      })}
    </nav>
  );
}
