import { MenuItem, Select, type SelectChangeEvent } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { isLanguage, supportedLanguages, type Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';

/** SPEC §1: a drop-down of uz and ru that re-renders the interface at once and remembers the choice. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  const handleChange = (event: SelectChangeEvent<Language>) => {
    if (isLanguage(event.target.value)) setLanguage(event.target.value);
  };

  return (
    <Select<Language>
      value={language}
      onChange={handleChange}
      size="small"
      variant="outlined"
      inputProps={{ 'aria-label': t('language.label') }}
      renderValue={(value) => value.toUpperCase()}
      startAdornment={<TranslateIcon fontSize="small" sx={{ mr: 0.75, color: 'text.secondary' }} />}
      sx={{
        fontSize: 14,
        fontWeight: 600,
        letterSpacing: '0.06em',
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'divider' },
        '& .MuiSelect-select': { py: 0.75 },
      }}
    >
      {supportedLanguages.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {t(`language.${option}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
