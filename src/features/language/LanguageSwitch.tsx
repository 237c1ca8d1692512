import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { ButtonBase, type SxProps, type Theme } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { languageSelected } from './languageSlice';

// The list (MUI's menu, popover and modal machinery) is needed only once someone opens it: its own chunk, fetched
// when the pointer or focus reaches the switch.
const loadLanguageMenu = () => import(/* webpackChunkName: "language-menu" */ './LanguageMenu');
const LanguageMenu = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));

type LanguageSwitchProps = { sx?: SxProps<Theme>; tone?: 'light' | 'dark' };

/**
 * SPEC §1: a drop-down of ru and uz that re-renders the interface at once and remembers the choice. The closed
 * switch is a plain button with the select's look and role; the list comes with its first opening.
 */
export function LanguageSwitch({ sx, tone = 'light' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
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
    if (chosen !== language) dispatch(languageSelected(chosen));
  };

  const onDark = tone === 'dark';
  return (
    <>
      <ButtonBase
        role="combobox"
        aria-label={t('language.label')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={(event) => openMenu(event.currentTarget)}
        onKeyDown={onKeyDown}
        onMouseEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        sx={[
          {
            gap: 0.75,
            height: 40,
            pl: 1.5,
            pr: 0.5,
            border: '1px solid',
            borderColor: onDark ? 'rgba(255, 255, 255, 0.35)' : 'divider',
            borderRadius: 1,
            fontSize: 14,
            fontWeight: 600,
            letterSpacing: '0.06em',
            color: onDark ? 'common.white' : 'text.primary',
            '&:hover': { borderColor: onDark ? 'common.white' : 'text.primary' },
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: onDark ? 'common.white' : 'secondary.main', outlineOffset: 1 },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <TranslateIcon fontSize="small" aria-hidden sx={{ color: onDark ? 'inherit' : 'text.secondary' }} />
        {language.toUpperCase()}
        <ArrowDropDownIcon aria-hidden sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={listId} anchor={anchor} value={language} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
