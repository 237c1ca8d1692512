import type { ReactNode } from 'react';
import { Badge, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

type CountIconLinkProps = {
  to: string;
  icon: ReactNode;
  count: number;
  /** Says the count too (e.g. "Savat: 2"), since the badge itself is only drawn. */
  label: string;
};

/** A header icon leading to a page, with a count badge that hides at zero. */
export function CountIconLink({ to, icon, count, label }: CountIconLinkProps) {
  return (
    <IconButton component={RouterLink} to={to} aria-label={label} sx={{ color: 'text.primary' }}>
      <Badge badgeContent={count} max={99} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
        {icon}
      </Badge>
    </IconButton>
  );
}
