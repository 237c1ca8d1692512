import { act, screen, within } from '@testing-library/react';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { page, renderStaff, signInStaff } from '../testing/renderStaff';
import { choiceRoutes, editPath, listPath, productPath, productsPage, staffProduct } from './testing/productFixtures';

/** Whether closing the tab now would get the browser's question. */
function closingAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes in the product editor', () => {
  beforeEach(() => signInStaff());

  it('asks before another section drops them, and not once they are saved', async () => {
    setScreenWidth(desktopWidth);
    const product = staffProduct(5);
    const { user, router } = renderStaff(
      { body: page([]) },
      {
        route: '/staff/products/5',
        routes: {
          [productPath(5)]: { body: product },
          [listPath]: { body: productsPage([product]) },
          [editPath(5)]: { body: { ...product, version: 2, nameUZB: 'Kechki ko‘ylak' } },
          ...choiceRoutes,
        },
      },
    );
    const name = await screen.findByRole('textbox', { name: 'Nomi (o‘zbekcha)' });
    expect(closingAsks()).toBe(false);
    await user.clear(name);
    await user.click(name);
    await user.paste('Kechki ko‘ylak');
    expect(closingAsks()).toBe(true);

    const orders = screen.getByRole('link', { name: 'Buyurtmalar' });
    await user.click(orders);
    const dialog = await screen.findByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' });
    expect(router.state.location.pathname).toBe('/staff/products/5');
    await user.click(within(dialog).getByRole('button', { name: 'Qolish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveValue('Kechki ko‘ylak');

    await user.click(orders);
    await user.click(within(await screen.findByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' })).getByRole('button', { name: 'Saqlamasdan chiqish' }));
    expect(router.state.location.pathname).toBe('/staff/orders');
    expect(closingAsks()).toBe(false);

    await act(() => router.navigate('/staff/products/5'));
    const again = await screen.findByRole('textbox', { name: 'Nomi (o‘zbekcha)' });
    await user.click(again);
    await user.paste(' 2');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Mahsulot saqlandi')).toBeInTheDocument();
    expect(closingAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Buyurtmalar' }));
    expect(router.state.location.pathname).toBe('/staff/orders');
    expect(screen.queryByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' })).not.toBeInTheDocument();
  });
});
