import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
      <output>{value}</output>
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

  it('is one Tab stop: the calendar button is for the pointer, and a pasted native date reads as that day', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(
      <>
        <Button>Before</Button>
        <Harness onValue={onValue} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Sana' });
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();

    await user.click(field);
    await user.paste('1990-03-15');
    expect(field).toHaveValue('15.03.1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-03-15', '15.03.1990');
  });

  it('opens a calendar from the keyboard on the field’s day: arrows and Page Down move, Enter picks, focus comes back', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(<Harness initial="1990-03-15" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Sana' });
    await user.click(field);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

    const calendar = await screen.findByRole('dialog', { name: 'Sanani taqvimdan tanlash' });
    const grid = within(calendar).getByRole('grid', { name: 'Mart 1990' });
    expect(within(grid).getByRole('gridcell', { name: '15.03.1990' })).toHaveFocus();
    expect(within(grid).getByRole('gridcell', { name: '15.03.1990' })).toHaveAttribute('aria-selected', 'true');
    // Monday first, as Uzbekistan counts the week: 1 March 1990 was a Thursday.
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya']);

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('gridcell', { name: '23.03.1990' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByRole('grid', { name: 'Aprel 1990' })).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '23.04.1990' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('23.04.1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-04-23', '23.04.1990');
    expect(field).toHaveFocus();
  });

  it('jumps to a month and year with its choosers, picks by a click, and Escape closes it unchanged', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(<Harness onValue={onValue} />, 'ru');
    const field = screen.getByRole('textbox', { name: 'Sana' });
    await user.click(screen.getByRole('button', { name: 'Выбрать в календаре' }));
    let calendar = await screen.findByRole('dialog', { name: 'Выбор даты в календаре' });
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Год' }), '1990');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Месяц' }), 'Март');
    await user.click(within(calendar).getByRole('gridcell', { name: '15.03.1990' }));
    expect(field).toHaveValue('15.03.1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-03-15', '15.03.1990');

    await user.keyboard('{ArrowDown}');
    calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('grid', { name: 'Март 1990' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('15.03.1990');
    expect(field).toHaveFocus();
  });

  it('keeps the time typed when a day is picked for a date and time', async () => {
    const onValue = jest.fn();
    const { user } = renderIn(<Harness kind="dateTime" initial="2026-11-18T15:04" onValue={onValue} />);
    await user.click(screen.getByRole('textbox', { name: 'Sana' }));
    await user.keyboard('{ArrowDown}');
    const calendar = await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(calendar).not.toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith('2026-11-19T15:04', '19.11.2026 15:04');
  });
});
