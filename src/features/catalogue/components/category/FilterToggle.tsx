import type { ReactNode } from 'react';
import { ButtonBase } from '@mui/material';

type FilterToggleProps = {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** The full name when the visible text is short or a swatch. */
  label?: string;
};

/** One on/off choice of a filter (a size, a colour): a button that says whether it is pressed. */
export function FilterToggle({ pressed, onToggle, children, label }: FilterToggleProps) {
  return (
    <ButtonBase
      aria-pressed={pressed}
      aria-label={label}
      onClick={onToggle}
      sx={{
        minWidth: 44,
        minHeight: 36,
        px: 1.25,
        gap: 0.75,
        borderRadius: 1.5,
        border: 1,
        borderColor: pressed ? 'text.primary' : 'divider',
        bgcolor: pressed ? 'text.primary' : 'background.paper',
        color: pressed ? 'background.paper' : 'text.primary',
        fontSize: 14,
        fontWeight: 600,
        transition: 'background-color 150ms ease, border-color 150ms ease',
        '&:hover': { borderColor: 'text.primary' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </ButtonBase>
  );
}
