import { useEffect, useRef } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { placeFocus } from '../../../components/pageFocus';

/**
 * A section's h1, and the document's title. It takes the focus whenever the address changes, so a keyboard or
 * screen-reader user sent to another section starts reading at its heading rather than at the link they left.
 */
export function StaffHeading({ children }: { children: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => placeFocus({ find: () => heading.current }), [pathname]);
  return (
    <>
      <title>{`${children} — ${t('staff.frame.appName')}`}</title>
      <Typography ref={heading} variant="h1" tabIndex={-1} sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: { xs: 2, md: 3 }, outline: 'none' }}>
        {children}
      </Typography>
    </>
  );
}
