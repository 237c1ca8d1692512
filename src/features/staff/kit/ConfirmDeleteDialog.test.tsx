import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/setup';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

// The focused button's ripple settles after the first render: inside act, as a user would see it.
const renderDialog = (extra: Partial<Parameters<typeof ConfirmDeleteDialog>[0]> = {}) =>
  act(async () => {
    render(
      <I18nextProvider i18n={createI18n('uz')}>
        <ConfirmDeleteDialog title="Delete it?" text="It goes for good." confirm="Delete" busy={false} onCancel={jest.fn()} onConfirm={jest.fn()} {...extra} />
      </I18nextProvider>,
    );
  });

describe('ConfirmDeleteDialog', () => {
  it('is a narrow dialog of its text, the way out focused', async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    expect(dialog).toHaveClass('MuiDialog-paperWidthXs');
    expect(within(dialog).getByRole('button', { name: 'Bekor qilish' })).toHaveFocus();
  });

  it('shows what more there is to know under the text, as wide as it is asked to be', async () => {
    await renderDialog({ maxWidth: 'sm', children: <ul aria-label="What goes"><li>the name</li></ul> });
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(within(dialog).getByRole('list', { name: 'What goes' })).toHaveTextContent('the name');
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    expect(dialog).toHaveClass('MuiDialog-paperWidthSm');
  });
});
