import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadTheme, ThemeScope } from '../../components/theme/ThemeScope';
import { Icon } from '../../components/icons/Icon';
import { arrowDropDown, translate } from '../../components/icons/paths';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import styles from './LanguageSwitch.module.css';

// The list (MUI's menu, popover and modal machinery) is needed only once someone opens it: its own chunk, fetched
// when the pointer or focus reaches the switch.
const loadLanguageMenu = () => {
  preloadTheme();
  return import(/* webpackChunkName: "language-menu" */ './LanguageMenu');
};
const LanguageMenu = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));

type LanguagePickerProps = {
  tone?: 'light' | 'dark';
  /** A language other than the current one was chosen: the caller switches and remembers it. */
  onChoose: (language: Language) => void;
};

/**
 * A drop-down of ru and uz. The closed switch is a plain button with the select's look and role; the list comes with
 * its first opening. What a choice does is the caller's: the shop's switch goes through the store
 * (LanguageSwitch.tsx), the staff sign-in, which has none, straight to i18next (staff/frame/SignInLanguageSwitch.tsx).
 */
export function LanguagePicker({ tone = 'light', onChoose }: LanguagePickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
    if (chosen !== language) onChoose(chosen);
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
