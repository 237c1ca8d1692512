import { useTranslation } from 'react-i18next';
import { browserStorage } from '../../../components/browserStorage';
import { searchWithLanguage, storeLanguage, type Language } from '../../../i18n/languages';
import { LanguagePicker } from '../../language/LanguagePicker';

/**
 * The sign-in page's language switch: the shop's picker without the store and the router the shop's switch speaks
 * through, which a signed-out visit does not load. The choice is remembered where the store looks for it when the
 * application starts (languageSlice.ts: local storage), and an address that names its language names the new one
 * (as useFollowAddressLanguage.ts does in the shop).
 */
export function SignInLanguageSwitch() {
  const { i18n } = useTranslation();
  const choose = (chosen: Language) => {
    storeLanguage(browserStorage(), chosen);
    void i18n.changeLanguage(chosen);
    const search = searchWithLanguage(window.location.search, chosen);
    if (search !== null) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  };
  return <LanguagePicker onChoose={choose} />;
}
