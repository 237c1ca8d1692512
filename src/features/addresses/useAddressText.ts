import { useTranslation } from 'react-i18next';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import type { Address } from './types';

/** An address as two lines in the interface language: the place, and the door or the post branch. */
export function useAddressText(): (address: Address) => { place: string; delivery: string; detail: string | null } {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (address) => {
    const place = `${localizedName(address.region, language)}, ${localizedName(address.subRegion, language)}`;
    if (address.postFilial) {
      const branchAddress = language === 'ru' ? address.postFilial.addressRUS : address.postFilial.addressUZB;
      return { place, delivery: localizedName(address.postFilial, language), detail: branchAddress || null };
    }
    return {
      place,
      delivery: t('profile.address.houseLine', { street: address.street ?? '', house: address.houseNumber ?? '' }),
      detail: null,
    };
  };
}
