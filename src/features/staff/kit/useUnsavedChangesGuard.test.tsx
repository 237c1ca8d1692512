import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { createI18n } from '../../../i18n/setup';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function Editor() {
  const [dirty, setDirty] = useState(false);
  const { guard, release } = useUnsavedChangesGuard(dirty);
  const navigate = useNavigate();
  return (
    <>
      {guard}
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.target.checked)} />
        Edited
      </label>
      <Link to="/other">Other</Link>
      <button
        type="button"
        onClick={() => {
          release();
          void navigate('/other');
        }}
      >
        Saved, on
      </button>
    </>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Pages() {
  return useRoutes([
    { path: '/edit', element: <Editor /> },
    { path: '/other', element: <p>Other page</p> },
  ]);
}

// The staff entry's own router is the declarative kind (app/StaffRoot.tsx), where useBlocker is not available.
const renderDeclarative = () =>
  act(async () => {
    render(
      <I18nextProvider i18n={createI18n('uz')}>
        <MemoryRouter initialEntries={['/edit']}>
          <Pages />
          <Where />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });

describe('useUnsavedChangesGuard under a declarative router', () => {
  it('holds a link while edited and lets it go on Leave', async () => {
    const user = userEvent.setup();
    await renderDeclarative();
    await user.click(screen.getByRole('checkbox', { name: 'Edited' }));
    await user.click(screen.getByRole('link', { name: 'Other' }));
    const dialog = await screen.findByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Qolish' }));
    expect(screen.getByRole('checkbox', { name: 'Edited' })).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Other' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Saqlamasdan chiqish' }));
    expect(screen.getByRole('status')).toHaveTextContent('/other');
  });

  it('does not ask for a navigation the page released', async () => {
    const user = userEvent.setup();
    await renderDeclarative();
    await user.click(screen.getByRole('checkbox', { name: 'Edited' }));
    await user.click(screen.getByRole('button', { name: 'Saved, on' }));
    expect(screen.getByRole('status')).toHaveTextContent('/other');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
