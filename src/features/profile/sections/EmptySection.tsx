import type { ReactNode } from 'react';
import { Button, Paper } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from '../../../components/StatusMessage';

type EmptySectionProps = {
  icon: ReactNode;
  message: string;
  action?: { to: string; label: string };
};

/** A profile section with nothing to list yet, and where to go instead. */
export function EmptySection({ icon, message, action }: EmptySectionProps) {
  return (
    <Paper variant="outlined">
      <StatusMessage
        icon={icon}
        message={message}
        action={
          action && (
            <Button component={RouterLink} to={action.to} variant="contained">
              {action.label}
            </Button>
          )
        }
      />
    </Paper>
  );
}
