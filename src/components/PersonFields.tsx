import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { DateField } from './DateField';
import { genders, isGender, type Gender } from '../../machines/accountValidation';

/*
 * The birth date and gender inputs of sign-up and of the profile form: the date typed day first, checked by both
 * forms against the server's limits (1900 to today in Tashkent), and the same radios, whichever form asks.
 */

type Feedback = { error?: boolean; helperText?: string };

type BirthDateFieldProps = Feedback & { label: string; value: string; onChange: (value: string) => void; fullWidth?: boolean };

export function BirthDateField({ label, value, onChange, fullWidth, error, helperText }: BirthDateFieldProps) {
  return (
    <DateField
      label={label}
      autoComplete="bday"
      fullWidth={fullWidth}
      value={value}
      // No min or max here: a date outside them is handed up, so the form says why (too early, in the future).
      onValueChange={onChange}
      error={error}
      helperText={helperText}
    />
  );
}

type GenderFieldProps = Feedback & {
  label: string;
  optionLabel: (gender: Gender) => string;
  value: Gender;
  onChange: (gender: Gender) => void;
};

export function GenderField({ label, optionLabel, value, onChange, error, helperText }: GenderFieldProps) {
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={error}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row
        name="gender"
        value={value}
        // The group is the control a screen reader names as invalid, described by the problem under it.
        aria-invalid={error ? true : undefined}
        aria-describedby={helperText ? helperId : undefined}
        onChange={(event) => {
          if (isGender(event.target.value)) onChange(event.target.value);
        }}
      >
        {genders.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={optionLabel(option)} />
        ))}
      </RadioGroup>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
