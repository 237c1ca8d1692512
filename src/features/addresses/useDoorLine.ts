import { useTranslation } from 'react-i18next';

/*
 * A house field holds what the shopper typed: often just the number ("107B", "12/3"), sometimes the flat too
 * ("107B, 12-xonadon", "дом 12, кв. 45"). Only a bare number gets the language's word for a house ("107B-uy",
 * "дом 107B"); anything more is shown as typed, so no "12-xonadon-uy" or "дом дом 12".
 */
const bareHouseNumber = /^\d+\s?\p{L}?(?:\s?[/-]\s?\d+\s?\p{L}?)?$/u;

export const isBareHouseNumber = (house: string) => bareHouseNumber.test(house.trim());

/** The door of a Tashkent address, street and house, in the interface language: the one way both shop and staff write it. */
export function useDoorLine(): (street: string | null | undefined, house: string | null | undefined) => string {
  const { t } = useTranslation();
  return (street, house) => {
    const values = { street: street?.trim() ?? '', house: house?.trim() ?? '' };
    if (values.house === '') return values.street;
    if (values.street === '') return isBareHouseNumber(values.house) ? t('profile.address.houseOnly', values) : values.house;
    return isBareHouseNumber(values.house) ? t('profile.address.houseLine', values) : t('profile.address.houseAsTyped', values);
  };
}
