import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

type StatusMessageProps = {
  icon: ReactNode;
  message: string;
  action?: ReactNode;
  /** 'alert' for failures the user should hear about at once; 'status' for calm news like an empty list. */
  role?: 'alert' | 'status';
};

/** The centred icon, sentence and optional button that pages show when they have nothing to list. */
export function StatusMessage({ icon, message, action, role = 'status' }: StatusMessageProps) {
  return (
    <Stack
      role={role}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, mx: 'auto', maxWidth: 440 }}
    >
      <Stack
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
        }}
      >
        {icon}
      </Stack>
      <Typography sx={{ color: 'text.secondary', fontSize: 16, lineHeight: 1.5 }}>{message}</Typography>
      {action}
    </Stack>
  );
}
