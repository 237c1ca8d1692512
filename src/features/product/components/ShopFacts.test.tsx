import { render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../app/store';
import { createI18n } from '../../../i18n/setup';
import { ShopFacts } from './ShopFacts';

describe('ShopFacts', () => {
  it('puts the facts’ headings under a heading of their own, so they do not follow the product’s h1 a level down', () => {
    render(
      <AppProviders store={makeStore()} i18n={createI18n('uz')}>
        <ShopFacts />
      </AppProviders>,
    );

    const facts = screen.getByRole('region', { name: 'Yetkazib berish va to‘lov' });
    expect(within(facts).getByRole('heading', { level: 2, name: 'Yetkazib berish va to‘lov' })).toBeInTheDocument();
    expect(within(facts).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Yetkazib berish',
      'Yetkazib berish muddati',
      'Onlayn to‘lov',
    ]);
  });
});
