import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import type { Address } from './types';
import { useDoorLine } from './useDoorLine';

/** An address as two lines in the interface language: the place, and the door or the post branch. */
export function useAddressText(): (address: Address) => { place: string; delivery: string; detail: string | null } {
  const { language } = useLanguage();
  const doorLine = useDoorLine();
  return (address) => {
    const place = `${localizedName(address.region, language)}, ${localizedName(address.subRegion, language)}`;
    if (address.postFilial) {
      const branchAddress = language === 'ru' ? address.postFilial.addressRUS : address.postFilial.addressUZB;
      return { place, delivery: localizedName(address.postFilial, language), detail: branchAddress || null };
    }
    return {
      place,
      delivery: doorLine(address.street, address.houseNumber),
      detail: null,
    };
  };
}
