import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { brandsIcon, categoriesIcon, coloursIcon, ordersIcon, productsIcon, stockIcon } from './staffIcons';
import { staffSectionPath, staffSections, type StaffSection } from './staffSections';

const icons: Record<StaffSection, string> = {
  orders: ordersIcon,
  products: productsIcon,
  colours: coloursIcon,
  brands: brandsIcon,
  categories: categoriesIcon,
  stock: stockIcon,
};

/** The sections as links; the current one is marked for the eye and for screen readers (aria-current). */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('staff.frame.navLabel')}>
      <List sx={{ px: 1 }}>
        {staffSections.map((section) => {
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
                sx={{
                  borderRadius: 2,
                  mb: 0.5,
                  '&.Mui-selected': { fontWeight: 700 },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'secondary.main' },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon path={icons[section]} />
                </ListItemIcon>
                <ListItemText primary={t(`staff.sections.${section}`)} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
