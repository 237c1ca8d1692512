import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/web/render';
import { mockRoutes } from '../../test/web/fetchMock';

describe('unknown routes', () => {
  it("shows 'Page Not Found' with an Uzbek explanation", async () => {
    renderApp({ route: '/definitely/not/here' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Sahifa topilmadi/)).toBeInTheDocument();
    await screen.findByText(/Sahifa topilmadi/);
    expect(document.title).toBe('Page Not Found — Libos');
  });

  it("keeps the 'Page Not Found' title in Russian with a Russian explanation", async () => {
    renderApp({ route: '/nope', language: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Страница не найдена/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  it('takes the shopper back home', async () => {
    const user = userEvent.setup();
    mockRoutes({});
    const { router } = renderApp({ route: '/lost' });

    await user.click(await screen.findByRole('link', { name: 'Bosh sahifaga qaytish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Libos — onlayn kiyim do‘koni' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });
});
