import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { preloadTheme, ThemeScope } from '../../components/theme/ThemeScope';
import { Icon } from '../../components/icons/Icon';
import { arrowDropDown, translate } from '../../components/icons/paths';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { languageSelected } from './languageSlice';
import { useFollowAddressLanguage } from './useFollowAddressLanguage';
import styles from './LanguageSwitch.module.css';

// The list (MUI's menu, popover and modal machinery) is needed only once someone opens it: its own chunk, fetched
// when the pointer or focus reaches the switch.
const loadLanguageMenu = () => {
  preloadTheme();
  return import(/* webpackChunkName: "language-menu" */ './LanguageMenu');
};
const LanguageMenu = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));

type LanguageSwitchProps = { tone?: 'light' | 'dark' };

/**
 * A drop-down of ru and uz that re-renders the interface at once and remembers the choice (and puts it in the
 * address, when the address names a language: useFollowAddressLanguage.ts). The closed
 * switch is a plain button with the select's look and role; the list comes with its first opening.
 */
export function LanguageSwitch({ tone = 'light' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const followAddress = useFollowAddressLanguage();
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const open = anchor !== null;

  const openMenu = (element: HTMLElement) => {
    setMenuWanted(true);
    setAnchor(element);
  };
  // Like a select: the arrow keys open it as well as Enter and Space (the button's own click).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.currentTarget);
  };
  const choose = (chosen: Language) => {
    setAnchor(null);
    if (chosen === language) return;
    dispatch(languageSelected(chosen));
    followAddress(chosen);
  };

  return (
    <>
      <button
        type="button"
        role="combobox"
        aria-label={t('language.label')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={(event) => openMenu(event.currentTarget)}
        onKeyDown={onKeyDown}
        onMouseEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        className={`${styles.switch} ${tone === 'dark' ? styles.dark : styles.light}`}
      >
        <Icon path={translate} size={20} className={styles.translate} />
        {language.toUpperCase()}
        <Icon path={arrowDropDown} className={open ? `${styles.arrow} ${styles.arrowOpen}` : styles.arrow} />
      </button>
      {menuWanted && (
        <Suspense fallback={null}>
          <ThemeScope>
            <LanguageMenu id={listId} anchor={anchor} value={language} onChoose={choose} onClose={() => setAnchor(null)} />
          </ThemeScope>
        </Suspense>
      )}
    </>
  );
}
