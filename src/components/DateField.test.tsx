import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/setup';
import type { Language } from '../i18n/languages';
import { DateField } from './DateField';

function renderIn(view: ReactNode, language: Language = 'uz') {
  const user = userEvent.setup();
  return { user, ...render(<I18nextProvider i18n={createI18n(language)}>{view}</I18nextProvider>) };
}

/** The field under test with its value shown, as a filter or form keeps it; Reset sets it from outside. */
function Harness({ kind, initial = '', onValue }: { kind?: 'date' | 'dateTime'; initial?: string; onValue: (value: string, text: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        kind={kind}
        label="Sana"
        value={value}
        onValueChange={(next, text) => {
          setValue(next);
          onValue(next, text);
        }}
      />
      <Button onClick={() => setValue('')}>Reset</Button>
    </>
  );
}

describe('DateField', () => {
  it('is typed day first with the dots put in, hands up the native value only once the date is whole and real', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(<Harness onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Sana' });
    expect(field).toHaveAttribute('placeholder', 'kk.oo.yyyy');

    await user.type(field, '1811');
    expect(field).toHaveValue('18.11');
    expect(onValue).toHaveBeenLastCalledWith('', '18.11');
    await user.type(field, '2026');
    expect(field).toHaveValue('18.11.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-18', '18.11.2026');

    // Set from outside: the typed text goes with it.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
  });

  it('says on leaving that a half-typed or unreal date is not a date, in the page’s language', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(<Harness onValue={onValue} />, 'ru');
    const field = screen.getByRole('textbox', { name: 'Sana' });
    expect(field).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await user.type(field, '31022026');
    expect(onValue).toHaveBeenLastCalledWith('', '31.02.2026');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Введите дату в виде дд.мм.гггг');
  });

  it('takes a date and time, and shows a stored one day first', () => {
    const onValue = jest.fn();
    renderIn(<Harness kind="dateTime" initial="2026-11-18T15:04" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Sana' });
    expect(field).toHaveValue('18.11.2026 15:04');
    fireEvent.change(field, { target: { value: '01.12.2026 09:3' } });
    expect(onValue).toHaveBeenLastCalledWith('', '01.12.2026 09:3');
    fireEvent.change(field, { target: { value: '01.12.2026 09:30' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01T09:30', '01.12.2026 09:30');
  });
});
