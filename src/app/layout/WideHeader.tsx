import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { favoriteBorder, localMallOutlined, search } from '../../components/icons/paths';
import ui from '../../components/ui.module.css';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { useMiniApp } from '../../features/telegram/useMiniApp';
import { AccountButton } from './AccountButton';
import { CountIconLink } from './CountIconLink';
import { HeaderMenus } from './HeaderMenus';
import { Logo } from './Logo';
import { useShopCounts } from './useShopCounts';
import styles from './Header.module.css';

type WideHeaderProps = { onOpenSearch: () => void; onOpenAccount: () => void };

/**
 * The header on wide screens: logo, the two boards, search, favourites, cart, account, language. Inside Telegram (its
 * desktop app, or full screen on a tablet) Telegram's own header names the shop's bot: no logo.
 */
export function WideHeader({ onOpenSearch, onOpenAccount }: WideHeaderProps) {
  const { t } = useTranslation();
  const counts = useShopCounts();
  const miniApp = useMiniApp();

  return (
    <div className={`${styles.toolbar} ${styles.wideToolbar}`}>
      {!miniApp && <Logo />}
      <HeaderMenus />
      <div className={styles.spacer} />
      <button type="button" onClick={onOpenSearch} aria-haspopup="dialog" className={`${ui.button} ${ui.text} ${styles.searchButton}`}>
        <Icon path={search} size={20} />
        {t('layout.header.search')}
      </button>
      <div className={styles.icons}>
        <CountIconLink
          to="/favorites"
          icon={<Icon path={favoriteBorder} />}
          count={counts.favourites}
          label={t('layout.header.favouritesCount', { count: counts.favourites })}
        />
        <CountIconLink
          to="/cart"
          icon={<Icon path={localMallOutlined} />}
          count={counts.cart}
          label={t('layout.header.cartCount', { count: counts.cart })}
        />
        <AccountButton onOpenAccount={onOpenAccount} />
      </div>
      <LanguageSwitch />
    </div>
  );
}
