import { Suspense, useEffect, useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { useTranslation } from 'react-i18next';
import { DATE_DIGITS, digitsOf, digitsWithDay, nativeValueOf, withSeparators, type DateKind } from './dateText';
import { preloadableLazy } from './preloadableLazy';
import { tashkentDay } from './shopTime';

/*
 * A date typed as Uzbekistan writes it, "18.11.2026" (and "18.11.2026 15:04" with a time), in place of the browser's
 * own date input, which shows the device's format ("mm/dd/yyyy" on an English system) whatever the page's language
 * and takes a Tab stop per part. The value is the native input's ("2026-11-18", "2026-11-18T15:04"), so forms and
 * addresses keep what they stored (the reading and writing: dateText.ts).
 *
 * One Tab stop: the calendar's button is for the pointer and stays out of the tab order; from the keyboard, Alt+Down
 * (or Down) in the field opens the calendar, as a date picker's field does (WAI-ARIA APG, "Date Picker Combobox").
 */

// Its own chunk, fetched when a calendar first opens (or is about to): no form that shows a date field carries it.
const DateCalendar = preloadableLazy(() => import(/* webpackChunkName: "date-calendar" */ './DateCalendar').then((module) => module.DateCalendar));

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue' | 'placeholder'> & {
  kind?: DateKind;
  /** '' or the native input's value: "2026-11-18", or "2026-11-18T15:04" for a date and time. */
  value: string;
  /**
   * The native value once the typed text names a real date, else ''; `text` is what the field
   * shows, for a form that must refuse a half-typed date rather than read it as none (useStaffForm's dateField).
   */
  onValueChange: (value: string, text: string) => void;
};

export function DateField({ kind = 'date', value, onValueChange, error, helperText, slotProps, onBlur, onFocus, onKeyDown, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(() => digitsOf(value, kind));
  const [left, setLeft] = useState(false);
  // The input's outlined box while the calendar is open under it.
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // What this field last handed up: a value that differs came from outside (a filter reset, a loaded record) and
  // replaces the typed digits; the field's own answer, '' while a date is half typed, does not.
  const handedUp = useRef(value);
  useEffect(() => {
    if (value === handedUp.current) return;
    handedUp.current = value;
    setDigits(digitsOf(value, kind));
  }, [value, kind]);

  const change = (next: string) => {
    setDigits(next);
    const handed = nativeValueOf(next, kind);
    handedUp.current = handed;
    onValueChange(handed, withSeparators(next));
  };
  const openCalendar = () => {
    // The field keeps the focus, so closing the calendar (Escape, a pick, a click outside) gives it back here.
    input.current?.focus();
    setCalendarAnchor(input.current?.parentElement ?? null);
  };

  const wrong = left && digits !== '' && nativeValueOf(digits, kind) === '';
  return (
    <>
      <TextField
        {...rest}
        value={withSeparators(digits)}
        placeholder={t(kind === 'date' ? 'common.dateField.placeholder' : 'common.dateField.placeholderTime')}
        onChange={(event) => change(digitsOf(event.target.value, kind))}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'ArrowDown' && !event.defaultPrevented) {
            event.preventDefault();
            openCalendar();
          }
        }}
        onFocus={(event) => {
          void DateCalendar.preload().catch(() => undefined);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          // Not while the calendar takes the focus: the date is being picked, not left half typed.
          if (!calendarAnchor) setLeft(true);
          onBlur?.(event);
        }}
        error={wrong || error}
        helperText={wrong ? t(kind === 'date' ? 'common.dateField.wrong' : 'common.dateField.wrongTime') : helperText}
        inputRef={input}
        slotProps={{
          ...slotProps,
          inputLabel: { shrink: true },
          // The calendar's key is told to assistive technology (the button for the pointer is out of the tab order).
          htmlInput: { inputMode: 'numeric', maxLength: kind === 'date' ? 10 : 16, 'aria-keyshortcuts': 'Alt+ArrowDown' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size={rest.size === 'small' ? 'small' : 'medium'}
                  tabIndex={-1}
                  aria-label={t('profile.calendar.open')}
                  aria-haspopup="dialog"
                  disabled={rest.disabled}
                  // A press keeps the focus in the field (openCalendar puts it there), so the page does not jump.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={openCalendar}
                >
                  <CalendarMonthOutlinedIcon fontSize={rest.size === 'small' ? 'small' : 'medium'} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {calendarAnchor && (
        <Suspense fallback={null}>
          <DateCalendar
            anchor={calendarAnchor}
            value={nativeValueOf(digits.slice(0, DATE_DIGITS.date), 'date')}
            today={tashkentDay()}
            onPick={(day) => {
              change(digitsWithDay(day, digits, kind));
              setCalendarAnchor(null);
            }}
            onClose={() => setCalendarAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
