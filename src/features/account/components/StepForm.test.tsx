import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { FieldErrors } from '../../../../machines/accountValidation';
import { createI18n } from '../../../i18n/setup';
import { PhoneField } from './PhoneField';
import { StepForm } from './StepForm';
import { useFieldFeedback } from './useFieldFeedback';

/** A phone step whose submit refuses with what `refuse` returns, as the panel's machine would: a new fieldErrors each time. */
function Step({ refuse }: { refuse: () => FieldErrors }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const feedback = useFieldFeedback(fieldErrors);
  return (
    <StepForm notice={null} fieldErrors={fieldErrors} busy={false} submitLabel="Davom etish" onSubmit={() => setFieldErrors(refuse())}>
      <PhoneField defaultValue="+998 90 12" {...feedback('phoneNumber', 'Hint')} />
    </StepForm>
  );
}

function renderStep(refuse: () => FieldErrors) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('uz')}>
      <Step refuse={refuse} />
    </I18nextProvider>,
  );
  return user;
}

describe('StepForm: a refusal is heard', () => {
  it('reads out a phone typed wrong and sent with Enter, where the focus already was, and again on a second try', async () => {
    const user = renderStep(() => ({ phoneNumber: 'phoneInvalid' }));
    const phone = screen.getByRole('textbox', { name: 'Telefon raqami' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(phone, '{Enter}');
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('paragraph').map((problem) => problem.textContent)).toEqual(['Telefon raqami: Raqamni +998 va 9 ta raqam ko‘rinishida kiriting']);
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Raqamni +998 va 9 ta raqam ko‘rinishida kiriting');

    await user.type(phone, '{Enter}');
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert')).toHaveTextContent('Telefon raqami: Raqamni +998 va 9 ta raqam ko‘rinishida kiriting');
  });

  it('leaves a wrong code to the toast that says it, rather than say it twice', async () => {
    const user = renderStep(() => ({ phoneNumber: 'codeWrong' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefon raqami' }), '{Enter}');
    expect(screen.getByRole('textbox', { name: 'Telefon raqami' })).toHaveAccessibleDescription('Kod noto‘g‘ri');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
