import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { EARLIEST_BIRTH_DATE } from '../../contract/limits';
import { genders, isGender, todayInTashkent, type Gender } from '../../machines/accountValidation';

/*
 * The birth date and gender inputs of sign-up and of the profile form: the same limits (1900 to today in Tashkent,
 * as the server checks) and the same radios, whichever form asks.
 */

type Feedback = { error?: boolean; helperText?: string };

type BirthDateFieldProps = Feedback & { label: string; value: string; onChange: (value: string) => void; fullWidth?: boolean };

export function BirthDateField({ label, value, onChange, fullWidth, error, helperText }: BirthDateFieldProps) {
  return (
    <TextField
      label={label}
      type="date"
      autoComplete="bday"
      fullWidth={fullWidth}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: EARLIEST_BIRTH_DATE, max: todayInTashkent(new Date()) } }}
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
  return (
    <FormControl component="fieldset" error={error}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row
        name="gender"
        value={value}
        onChange={(event) => {
          if (isGender(event.target.value)) onChange(event.target.value);
        }}
      >
        {genders.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={optionLabel(option)} />
        ))}
      </RadioGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
