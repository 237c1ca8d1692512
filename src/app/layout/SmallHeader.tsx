import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { search } from '../../components/icons/paths';
import ui from '../../components/ui.module.css';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { useMiniApp } from '../../features/telegram/useMiniApp';
import { Logo } from './Logo';
import styles from './Header.module.css';

/** Past this many pixels of scrolling, the home page's search field folds into an icon. */
export const searchFieldScrollThreshold = 50;

/**
 * The header on small screens: the language switch at the start, the logo in the middle, and on the home page a
 * search field (`showField`) that becomes an icon once the page is scrolled. Elsewhere the icon shows at once, so
 * search is one tap away on every page, and the language is too, on the first screen of every page. Inside Telegram,
 * whose own header names the shop's bot above the app, the switch stands alone, without the logo.
 */
export function SmallHeader({ onOpenSearch, showField }: { onOpenSearch: () => void; showField: boolean }) {
  const { t } = useTranslation();
  const miniApp = useMiniApp();

  return (
    <>
      <div className={miniApp ? `${styles.toolbar} ${styles.smallToolbar} ${styles.miniAppToolbar}` : `${styles.toolbar} ${styles.smallToolbar}`}>
        {miniApp ? (
          <LanguageSwitch />
        ) : (
          <>
            <div className={styles.smallLanguage}>
              <LanguageSwitch />
            </div>
            <Logo />
          </>
        )}
        {!showField && (
          <button
            type="button"
            aria-label={t('layout.header.openSearch')}
            aria-haspopup="dialog"
            onClick={onOpenSearch}
            className={`${ui.iconButton} ${styles.smallSearchIcon}`}
          >
            <Icon path={search} />
          </button>
        )}
      </div>
      {showField && (
        <div role="search" className={styles.searchFieldRow}>
          <button type="button" onClick={onOpenSearch} aria-haspopup="dialog" className={styles.searchField}>
            <Icon path={search} size={20} />
            {t('layout.header.searchField')}
          </button>
        </div>
      )}
    </>
  );
}
