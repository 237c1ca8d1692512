import { useTranslation } from 'react-i18next';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import type { OrderAddress } from './types';

/**
 * The one place that reads an order's address copy, so a change of its shape on the server is one edit.
 * Tashkent city is delivered to the door (street, house); elsewhere to a post branch.
 */
export function useOrderAddressText(): (address: OrderAddress) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (address) => {
    const parts = [localizedName(address.region, language), localizedName(address.subRegion, language)];
    if (address.postFilial) {
      parts.push(localizedName(address.postFilial, language));
      const branchAddress = language === 'ru' ? address.postFilial.addressRUS : address.postFilial.addressUZB;
      if (branchAddress) parts.push(branchAddress);
    } else if (address.street || address.houseNumber) {
      parts.push(t('orders.address.house', { street: address.street ?? '', house: address.houseNumber ?? '' }));
    }
    return parts.filter((part) => part.trim() !== '').join(', ');
  };
}
