import { createContext, useContext, type ReactNode } from 'react';
import { Typography } from '@mui/material';

/**
 * The level of headings inside a profile section: h2 on a phone sub-page (whose h1 is the section's name),
 * h3 in the wide layout (h1 "Profile", h2 the section's name).
 */
export const SectionHeadingLevel = createContext<'h2' | 'h3'>('h2');

export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  const level = useContext(SectionHeadingLevel);
  return (
    <Typography id={id} variant="h3" component={level} sx={{ fontSize: { xs: '1.0625rem', md: '1.125rem' }, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
