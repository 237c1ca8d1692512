import { MenuItem, Select, type SelectChangeEvent, type SxProps, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { isLanguage, supportedLanguages, type Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { languageSelected } from './languageSlice';

type LanguageSwitchProps = { sx?: SxProps<Theme>; tone?: 'light' | 'dark' };

/** SPEC §1: a drop-down of ru and uz that re-renders the interface at once and remembers the choice. */
export function LanguageSwitch({ sx, tone = 'light' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();

  const handleChange = (event: SelectChangeEvent<Language>) => {
    if (isLanguage(event.target.value)) dispatch(languageSelected(event.target.value));
  };

  const onDark = tone === 'dark';
  return (
    <Select<Language>
      value={language}
      onChange={handleChange}
      size="small"
      variant="outlined"
      inputProps={{ 'aria-label': t('language.label') }}
      renderValue={(value) => value.toUpperCase()}
      startAdornment={<TranslateIcon fontSize="small" sx={{ mr: 0.75, color: onDark ? 'inherit' : 'text.secondary' }} />}
      sx={[
        {
          fontSize: 14,
          fontWeight: 600,
          letterSpacing: '0.06em',
          color: onDark ? 'common.white' : 'text.primary',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: onDark ? 'rgba(255, 255, 255, 0.35)' : 'divider' },
          '& .MuiSelect-select': { py: 0.75 },
          '& .MuiSelect-icon': { color: 'inherit' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {supportedLanguages.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {t(`language.${option}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
