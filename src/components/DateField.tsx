import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/*
 * A date typed as Uzbekistan writes it, "18.11.2026" (and "18.11.2026 15:04" with a time), in place of the browser's
 * own date input, which shows the device's format ("mm/dd/yyyy" on an English system) whatever the page's language.
 * The value is the native input's ("2026-11-18", "2026-11-18T15:04"), so forms and addresses keep what they stored.
 */

type Kind = 'date' | 'dateTime';

const DIGITS: Record<Kind, number> = { date: 8, dateTime: 12 };

/** "18112026" -> "18.11.2026"; "181120261504" -> "18.11.2026 15:04"; separators appear as the digits reach them. */
function withSeparators(digits: string): string {
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
  if (digits.length <= 8) return parts;
  return `${parts} ${[digits.slice(8, 10), digits.slice(10, 12)].filter(Boolean).join(':')}`;
}

/** The native value of complete digits naming a real day (and time), or '' for anything else. */
function valueOf(digits: string, kind: Kind): string {
  if (digits.length !== DIGITS[kind]) return '';
  const [day, month, year, hour = 0, minute = 0] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8), digits.slice(8, 10), digits.slice(10, 12)].map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  if (!real) return '';
  const iso = date.toISOString().slice(0, 10);
  return kind === 'date' ? iso : `${iso}T${digits.slice(8, 10)}:${digits.slice(10, 12)}`;
}

/** The digits a value is written with: "2026-11-18T15:04" -> "181120261504"; a half-typed "18.11.20" keeps its own. */
function digitsOf(value: string, kind: Kind): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  return match ? `${match[3]}${match[2]}${match[1]}${match[4] ?? ''}${match[5] ?? ''}` : value.replace(/\D/g, '').slice(0, DIGITS[kind]);
}

type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'defaultValue' | 'placeholder'> & {
  kind?: Kind;
  /** '' or the native input's value: "2026-11-18", or "2026-11-18T15:04" for a date and time. */
  value: string;
  /**
   * The native value once the typed text names a real date, else ''; `text` is what the field
   * shows, for a form that must refuse a half-typed date rather than read it as none (useStaffForm's dateField).
   */
  onValueChange: (value: string, text: string) => void;
};

export function DateField({ kind = 'date', value, onValueChange, error, helperText, slotProps, onBlur, ...rest }: DateFieldProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(() => digitsOf(value, kind));
  const [left, setLeft] = useState(false);
  // What this field last handed up: a value that differs came from outside (a filter reset, a loaded record) and
  // replaces the typed digits; the field's own answer, '' while a date is half typed, does not.
  const handedUp = useRef(value);
  useEffect(() => {
    if (value === handedUp.current) return;
    handedUp.current = value;
    setDigits(digitsOf(value, kind));
  }, [value, kind]);
  const wrong = left && digits !== '' && valueOf(digits, kind) === '';
  return (
    <TextField
      {...rest}
      value={withSeparators(digits)}
      placeholder={t(kind === 'date' ? 'common.dateField.placeholder' : 'common.dateField.placeholderTime')}
      onChange={(event) => {
        const next = event.target.value.replace(/\D/g, '').slice(0, DIGITS[kind]);
        setDigits(next);
        const handed = valueOf(next, kind);
        handedUp.current = handed;
        onValueChange(handed, withSeparators(next));
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={wrong || error}
      helperText={wrong ? t(kind === 'date' ? 'common.dateField.wrong' : 'common.dateField.wrongTime') : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: kind === 'date' ? 10 : 16 },
      }}
    />
  );
}
