import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The way back above a record's heading (an order, a product, a customer, a packing slip): one look on every page.
 * Pulled left by the button's own padding so its arrow starts where the heading's first letter does.
 */
export function StaffBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackRoundedIcon />} color="inherit" sx={{ ml: -1, alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
