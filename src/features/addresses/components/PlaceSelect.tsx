import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PlaceOption = { id: number; label: string };

type PlaceSelectProps = {
  id: string;
  label: string;
  /** The first, empty choice: "Choose a region", or why nothing can be chosen yet. */
  placeholder: string;
  value: number | null;
  options: PlaceOption[];
  onChange: (id: number | null) => void;
  disabled?: boolean;
  loading?: boolean;
  /** The list could not be read: say so and offer a retry. */
  failed?: boolean;
  onRetry?: () => void;
  problem?: string;
  helperText?: string;
};

/**
 * One step of region -> district -> post branch. A native select: on phones it opens the system picker,
 * which handles long lists (a region has up to 20 districts) better than a custom menu.
 */
export function PlaceSelect({ id, label, placeholder, value, options, onChange, disabled, loading, failed, onRetry, problem, helperText }: PlaceSelectProps) {
  const { t } = useTranslation();
  const message = problem ?? (failed ? t('profile.address.form.listError') : loading ? t('profile.address.form.listLoading') : helperText);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id={id}
        select
        fullWidth
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        disabled={disabled || loading || failed}
        error={Boolean(problem) || Boolean(failed)}
        helperText={message}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </TextField>
      {failed && onRetry && (
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}
