import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { focusFirstRowAfterPageTurn } from './listPageFocus';

/**
 * A list as the staff sections draw one: a skeleton while a page loads, then the rows and, after them, the page
 * control drawn anew (the button pressed is gone by then), all in one parent that stays.
 */
function PagedList() {
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 100);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <section>
      <ul aria-label="Filtrlar">
        <li>Hammasi</li>
      </ul>
      {loading ? <div role="status" aria-busy="true" aria-label="Yuklanmoqda" /> : <Rows page={page} onTurn={(next) => (setPage(next), setLoading(true))} />}
    </section>
  );
}

function Rows({ page, onTurn }: { page: number; onTurn: (page: number) => void }) {
  const control = useRef<HTMLElement>(null);
  return (
    <>
      <table aria-label="Mahsulotlar">
        <tbody>
          {[1, 2].map((row) => (
            <tr key={row}>
              <td>{`Mahsulot ${page}-${row}`}</td>
              <td>
                <ul aria-label="Ranglar">
                  <li>Qora</li>
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav ref={control} data-list-page={page}>
        <button
          type="button"
          onClick={() => {
            onTurn(page + 1);
            focusFirstRowAfterPageTurn(control.current, page + 1);
          }}
        >
          Keyingi sahifa
        </button>
      </nav>
    </>
  );
}

describe('focusFirstRowAfterPageTurn', () => {
  it('focuses the new page’s first row once it has come, not the old page’s', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    act(() => screen.getByRole('button', { name: 'Keyingi sahifa' }).focus());
    await user.keyboard('{Enter}');

    // While the page loads, the button has gone and nothing is focused in its place yet.
    expect(screen.getByRole('status', { name: 'Yuklanmoqda' })).toBeInTheDocument();
    const firstRow = await screen.findByRole('row', { name: /Mahsulot 2-1/ });
    await waitFor(() => expect(firstRow).toHaveFocus());
    expect(firstRow).toHaveAttribute('tabindex', '-1');
  });

  it('lets go when the shopper moves on before the page has come', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    act(() => screen.getByRole('button', { name: 'Keyingi sahifa' }).focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{Tab}');

    const firstRow = await screen.findByRole('row', { name: /Mahsulot 2-1/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(firstRow).not.toHaveFocus();
  });
});
