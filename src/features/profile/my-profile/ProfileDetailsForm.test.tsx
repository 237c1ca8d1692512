import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/web/render';
import { mockProfileRoutes, paths, requestsTo, signIn } from '../testing/profileKit';

beforeEach(() => signIn());

describe('the profile details refused before sending', () => {
  it('reads the problems out by field, focuses the first and sends nothing; a second refusal is read again', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes();
    renderApp({ route: '/my-profile' });
    const birthDate = await screen.findByRole('textbox', { name: 'Tug‘ilgan sana' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(birthDate);
    await user.type(birthDate, '01.01.1890');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('paragraph').map((problem) => problem.textContent)).toEqual(['Tug‘ilgan sana: Sana 1900-yildan keyin bo‘lishi kerak']);
    expect(birthDate).toHaveFocus();
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, paths.editCustomer, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert')).toHaveTextContent('Tug‘ilgan sana: Sana 1900-yildan keyin bo‘lishi kerak');
  });
});
