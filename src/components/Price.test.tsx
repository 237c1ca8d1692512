import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/setup';
import type { Language } from '../i18n/languages';
import { groupThousands, Price } from './Price';

function renderPrice(language: Language, sellPrice: number, salePrice: number | null) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <Price sellPrice={sellPrice} salePrice={salePrice} />
    </I18nextProvider>,
  );
}

describe('groupThousands', () => {
  it('groups by three digits with a non-breaking space', () => {
    expect(groupThousands(400_000)).toBe('400\u00A0000');
    expect(groupThousands(1_250_000)).toBe('1\u00A0250\u00A0000');
    expect(groupThousands(28_000)).toBe('28\u00A0000');
    expect(groupThousands(900)).toBe('900');
    expect(groupThousands(0)).toBe('0');
  });
});

describe('Price', () => {
  it("shows the amount with so‘m in Uzbek, never breaking the line inside", () => {
    const { container } = renderPrice('uz', 400_000, null);
    expect(container.textContent).toBe('400\u00A0000\u00A0so‘m');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows the amount with сум in Russian', () => {
    const { container } = renderPrice('ru', 400_000, null);
    expect(container.textContent).toBe('400\u00A0000\u00A0сум');
  });

  it('shows a sale price first and the old price struck through, announced as the old price', () => {
    const { container } = renderPrice('uz', 400_000, 300_000);
    expect(container.querySelector('del')?.textContent).toBe('400\u00A0000\u00A0so‘m');
    expect(container.textContent?.startsWith('300\u00A0000\u00A0so‘m')).toBe(true);
    expect(screen.getByText('Eski narx:')).toBeInTheDocument();
  });

  it('ignores a "sale" price that is not lower', () => {
    const { container } = renderPrice('uz', 400_000, 400_000);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('400\u00A0000\u00A0so‘m');
  });
});
