import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../../i18n/languages';

type LanguageMenuProps = {
  id: string;
  /** The switch it opens from; null while closed. */
  anchor: HTMLElement | null;
  value: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
};

/** The open list of LanguageSwitch, as MUI's Select shows it: a listbox of options under the switch. */
export function LanguageMenu({ id, anchor, value, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      variant="selectedMenu"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ list: { id, role: 'listbox', 'aria-label': t('language.label') } }}
    >
      {supportedLanguages.map((option) => (
        <MenuItem key={option} role="option" lang={option} selected={option === value} aria-selected={option === value} onClick={() => onChoose(option)}>
          {t(`language.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
