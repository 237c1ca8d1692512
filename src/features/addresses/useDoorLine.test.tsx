import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/setup';
import { isBareHouseNumber, useDoorLine } from './useDoorLine';

async function doorLineIn(language: 'uz' | 'ru') {
  const i18n = await createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useDoorLine(), { wrapper }).result.current;
}

describe('the door of a Tashkent address', () => {
  it('tells a bare house number from one that says more', () => {
    for (const bare of ['107', '107B', '107 B', '12/3', '12-3', ' 7a ']) expect(isBareHouseNumber(bare)).toBe(true);
    for (const more of ['107B, 12-xonadon', '12-uy, 45-xonadon', 'дом 12, кв. 45', 'uy 5', '']) expect(isBareHouseNumber(more)).toBe(false);
  });

  it('adds the word for a house only to a bare number, in Uzbek and Russian', async () => {
    const uz = await doorLineIn('uz');
    expect(uz('Amir Temur ko‘chasi', '107B')).toBe('Amir Temur ko‘chasi, 107B-uy');
    // Once "107B, 12-xonadon-uy": the flat got the house's suffix.
    expect(uz('Amir Temur ko‘chasi', '107B, 12-xonadon')).toBe('Amir Temur ko‘chasi, 107B, 12-xonadon');
    expect(uz('', '12')).toBe('12-uy');
    expect(uz('Bunyodkor', null)).toBe('Bunyodkor');
    const ru = await doorLineIn('ru');
    expect(ru('Амир Темур', '107B')).toBe('Амир Темур, дом 107B');
    expect(ru('Амир Темур', 'дом 12, кв. 45')).toBe('Амир Темур, дом 12, кв. 45');
  });
});
