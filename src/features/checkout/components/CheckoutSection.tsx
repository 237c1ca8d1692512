import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

type CheckoutSectionProps = { id: string; step: number; title: string; action?: ReactNode; children: ReactNode };

/** One numbered block of the checkout (items, receiver, address, ...), named by its heading. */
export function CheckoutSection({ id, step, title, action, children }: CheckoutSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Typography
            component="span"
            aria-hidden
            sx={{
              width: 26,
              height: 26,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 13,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            {step}
          </Typography>
          <Typography id={headingId} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
