import { Box, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { infoTopics, type InfoTopic } from '../infoTopics';

/** The other information pages, so a reader of the terms finds the returns contact without the footer. */
export function InfoNav({ current }: { current: InfoTopic }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-labelledby="info-more" sx={{ mt: { xs: 5, md: 7 }, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="info-more" component="h2" sx={{ fontSize: 14, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary', mb: 1.5 }}>
        {t('info.more')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {infoTopics
          .filter((topic) => topic !== current)
          .map((topic) => (
            <li key={topic}>
              <Chip component={RouterLink} to={`/${topic}`} clickable variant="outlined" label={t(`pages.${topic}`)} />
            </li>
          ))}
      </Box>
    </Box>
  );
}
