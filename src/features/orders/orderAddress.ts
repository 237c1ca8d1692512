import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { useDoorLine } from '../addresses/useDoorLine';
import type { OrderAddress } from './types';

/**
 * The one place that reads an order's address copy, so a change of its shape on the server is one edit.
 * Tashkent city is delivered to the door (street, house); elsewhere to a post branch.
 */
export function useOrderAddressText(): (address: OrderAddress) => string {
  const { language } = useLanguage();
  const doorLine = useDoorLine();
  return (address) => {
    const parts = [localizedName(address.region, language), localizedName(address.subRegion, language)];
    if (address.postFilial) {
      parts.push(localizedName(address.postFilial, language));
      const branchAddress = language === 'ru' ? address.postFilial.addressRUS : address.postFilial.addressUZB;
      if (branchAddress) parts.push(branchAddress);
    } else if (address.street || address.houseNumber) {
      parts.push(doorLine(address.street, address.houseNumber));
    }
    return parts.filter((part) => part.trim() !== '').join(', ');
  };
}
