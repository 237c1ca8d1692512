import { useAppDispatch } from '../../app/hooks';
import type { Language } from '../../i18n/languages';
import { LanguagePicker } from './LanguagePicker';
import { languageSelected } from './languageSlice';
import { useFollowAddressLanguage } from './useFollowAddressLanguage';

type LanguageSwitchProps = { tone?: 'light' | 'dark' };

/**
 * The shop's language switch: re-renders the interface at once and remembers the choice (the language slice), and puts
 * it in the address when the address names a language (useFollowAddressLanguage.ts).
 */
export function LanguageSwitch({ tone = 'light' }: LanguageSwitchProps) {
  const dispatch = useAppDispatch();
  const followAddress = useFollowAddressLanguage();
  const choose = (chosen: Language) => {
    dispatch(languageSelected(chosen));
    followAddress(chosen);
  };
  return <LanguagePicker tone={tone} onChoose={choose} />;
}
