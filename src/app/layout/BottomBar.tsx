import type { ReactNode } from 'react';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { useShopCounts } from './useShopCounts';

/** The bar's height; the layout leaves this much room under the page so nothing hides behind it. */
export const bottomBarHeight = 64;

type Section = 'home' | 'catalogs' | 'favourites' | 'cart' | 'profile';

/** Which entry the current address belongs to, or false when none does (MUI's "no selection"). */
function sectionOf(pathname: string): Section | false {
  if (pathname === '/') return 'home';
  if (/^\/(catalogs|catalog|categoryDetail)(\/|$)/.test(pathname)) return 'catalogs';
  if (pathname.startsWith('/favorites')) return 'favourites';
  if (pathname.startsWith('/cart')) return 'cart';
  if (pathname.startsWith('/profile') || pathname.startsWith('/my-')) return 'profile';
  return false;
}

function CountedIcon({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge badgeContent={count} max={99} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}

/** SPEC §2: the fixed bottom bar on small screens. A visitor's profile entry opens the account panel. */
export function BottomBar({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  const counts = useShopCounts();
  const current = sectionOf(pathname);
  const currentPage = (section: Section) => (current === section ? ('page' as const) : undefined);

  return (
    <Paper
      component="nav"
      aria-label={t('layout.nav.bottomLabel')}
      square
      elevation={0}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        // Clear of the iPhone home indicator.
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={current}
        sx={{
          height: bottomBarHeight,
          '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5, color: 'text.secondary' },
          '& .Mui-selected': { color: 'text.primary' },
          // One line, centred, the same size when selected (MUI enlarges it), so five labels fit at 360 px.
          '& .MuiBottomNavigationAction-label': {
            fontSize: 11,
            mt: 0.25,
            maxWidth: '100%',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            '&.Mui-selected': { fontSize: 11, fontWeight: 700 },
          },
        }}
      >
        <BottomNavigationAction
          value="home"
          component={RouterLink}
          to="/"
          aria-current={currentPage('home')}
          label={t('layout.nav.home')}
          icon={<HomeOutlinedIcon />}
        />
        <BottomNavigationAction
          value="catalogs"
          component={RouterLink}
          to="/catalogs"
          aria-current={currentPage('catalogs')}
          label={t('layout.nav.catalogs')}
          icon={<GridViewOutlinedIcon />}
        />
        <BottomNavigationAction
          value="favourites"
          component={RouterLink}
          to="/favorites"
          aria-current={currentPage('favourites')}
          aria-label={t('layout.header.favouritesCount', { count: counts.favourites })}
          label={t('layout.nav.favourites')}
          icon={
            <CountedIcon count={counts.favourites}>
              <FavoriteBorderIcon />
            </CountedIcon>
          }
        />
        <BottomNavigationAction
          value="cart"
          component={RouterLink}
          to="/cart"
          aria-current={currentPage('cart')}
          aria-label={t('layout.header.cartCount', { count: counts.cart })}
          label={t('layout.nav.cart')}
          icon={
            <CountedIcon count={counts.cart}>
              <LocalMallOutlinedIcon />
            </CountedIcon>
          }
        />
        {signedIn ? (
          <BottomNavigationAction
            value="profile"
            component={RouterLink}
            to="/profile"
            aria-current={currentPage('profile')}
            label={t('layout.nav.profile')}
            icon={<PersonOutlinedIcon />}
          />
        ) : (
          <BottomNavigationAction
            value="profile"
            aria-haspopup="dialog"
            onClick={onOpenAccount}
            label={t('layout.nav.profile')}
            icon={<PersonOutlinedIcon />}
          />
        )}
      </BottomNavigation>
    </Paper>
  );
}
