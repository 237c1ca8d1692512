import { useId } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetLooksQuery } from '../api';
import { lookGridSx, LookTile, LookTileSkeleton } from './LookTile';

/** How many other looks the look page suggests: one row on wide screens. */
export const OTHER_LOOKS_COUNT = 4;

/** A row of the other looks; it stays away when there are none, or when they cannot be loaded. */
export function OtherLooks({ currentLookId }: { currentLookId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: looks, isLoading } = useGetLooksQuery();
  const others = looks?.filter((look) => look.id !== currentLookId).slice(0, OTHER_LOOKS_COUNT);

  if (!isLoading && (!others || others.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: { xs: 2, md: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: 20, md: 24 } }}>
          {t('looks.detail.otherLooks')}
        </Typography>
        <Link component={RouterLink} to="/looks" sx={{ fontWeight: 600, fontSize: 14, color: 'text.primary', whiteSpace: 'nowrap' }}>
          {t('looks.detail.allLooks')}
        </Link>
      </Box>
      <Box component="ul" aria-busy={isLoading || undefined} sx={lookGridSx(OTHER_LOOKS_COUNT)}>
        {others
          ? others.map((look) => (
              <li key={look.id}>
                <LookTile look={look} />
              </li>
            ))
          : Array.from({ length: OTHER_LOOKS_COUNT }, (_, index) => (
              <li key={index}>
                <LookTileSkeleton />
              </li>
            ))}
      </Box>
    </Box>
  );
}
