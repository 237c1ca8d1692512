import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bottomBarHeight } from '../../components/bottomBarHeight';
import { Icon } from '../../components/icons/Icon';
import { favoriteBorder, gridViewOutlined, homeOutlined, localMallOutlined, personOutlined } from '../../components/icons/paths';
import { useSession } from '../session';
import { CountBadge } from './CountIconLink';
import { useShopCounts } from './useShopCounts';
import styles from './BottomBar.module.css';

type Section = 'home' | 'catalogs' | 'favourites' | 'cart' | 'profile';

/** Which entry the current address belongs to, or false when none does. */
function sectionOf(pathname: string): Section | false {
  if (pathname === '/') return 'home';
  if (/^\/(catalogs|catalog|categoryDetail)(\/|$)/.test(pathname)) return 'catalogs';
  if (pathname.startsWith('/favorites')) return 'favourites';
  if (pathname.startsWith('/cart')) return 'cart';
  if (pathname.startsWith('/profile') || pathname.startsWith('/my-')) return 'profile';
  return false;
}

type EntryProps = { section: Section; current: Section | false; to: string; label: string; icon: ReactNode; name?: string };

function Entry({ section, current, to, label, icon, name }: EntryProps) {
  const selected = current === section;
  return (
    <RouterLink
      to={to}
      aria-current={selected ? 'page' : undefined}
      aria-label={name}
      className={selected ? `${styles.entry} ${styles.selected}` : styles.entry}
    >
      {icon}
      <span className={styles.label}>{label}</span>
    </RouterLink>
  );
}

/** The fixed bottom bar on small screens. A visitor's profile entry opens the account panel. */
export function BottomBar({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;
  const counts = useShopCounts();
  const current = sectionOf(pathname);
  const profileIcon = <Icon path={personOutlined} />;

  return (
    <nav aria-label={t('layout.nav.bottomLabel')} className={styles.bar}>
      <div className={styles.entries} style={{ height: bottomBarHeight }}>
        <Entry section="home" current={current} to="/" label={t('layout.nav.home')} icon={<Icon path={homeOutlined} />} />
        <Entry section="catalogs" current={current} to="/catalogs" label={t('layout.nav.catalogs')} icon={<Icon path={gridViewOutlined} />} />
        <Entry
          section="favourites"
          current={current}
          to="/favorites"
          name={t('layout.header.favouritesCount', { count: counts.favourites })}
          label={t('layout.nav.favourites')}
          icon={
            <CountBadge count={counts.favourites}>
              <Icon path={favoriteBorder} />
            </CountBadge>
          }
        />
        <Entry
          section="cart"
          current={current}
          to="/cart"
          name={t('layout.header.cartCount', { count: counts.cart })}
          label={t('layout.nav.cart')}
          icon={
            <CountBadge count={counts.cart}>
              <Icon path={localMallOutlined} />
            </CountBadge>
          }
        />
        {signedIn ? (
          <Entry section="profile" current={current} to="/profile" label={t('layout.nav.profile')} icon={profileIcon} />
        ) : (
          <button type="button" aria-haspopup="dialog" onClick={onOpenAccount} className={styles.entry}>
            {profileIcon}
            <span className={styles.label}>{t('layout.nav.profile')}</span>
          </button>
        )}
      </div>
    </nav>
  );
}
