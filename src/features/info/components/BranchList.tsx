import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetShopSettingsQuery } from '../../settings/api';
import { mapLink } from '../shopDetails';

const gridSx = { listStyle: 'none', m: 0, mt: { xs: 3, md: 4 }, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

/** The shop's branches (its settings), each with address, landmark, hours and a Yandex Maps link. */
export function BranchList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: settings } = useGetShopSettingsQuery();
  if (!settings) {
    return (
      <Box component="ul" aria-busy sx={gridSx}>
        {[1, 2, 3].map((placeholder) => (
          <li key={placeholder}>
            <Skeleton variant="rounded" height={200} />
          </li>
        ))}
      </Box>
    );
  }
  const ru = language === 'ru';
  return (
    <Box component="ul" sx={gridSx}>
      {settings.branches.map((branch, index) => {
        const name = ru ? branch.nameRu : branch.nameUz;
        const landmark = ru ? branch.landmarkRu : branch.landmarkUz;
        const titleId = `shop-${index + 1}`;
        return (
          <li key={titleId}>
            <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}>
              <Typography id={titleId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
                {name}
              </Typography>
              <Stack spacing={1.25} sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1}>
                  <PlaceOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Box>
                    <Typography component="p" sx={{ fontSize: 15 }}>
                      {ru ? branch.addressRu : branch.addressUz}
                    </Typography>
                    {landmark && (
                      <Typography component="p" sx={{ fontSize: 14, color: 'text.secondary' }}>
                        {landmark}
                      </Typography>
                    )}
                  </Box>
                </Stack>
                <Stack direction="row" spacing={1}>
                  <AccessTimeIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Typography component="p" sx={{ fontSize: 15 }}>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('info.branches.hoursLabel')}:
                    </Box>{' '}
                    {ru ? branch.hoursRu : branch.hoursUz}
                  </Typography>
                </Stack>
              </Stack>
              <Button
                component="a"
                href={mapLink(branch.addressRu)}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<MapOutlinedIcon />}
                aria-label={t('info.branches.mapLinkLabel', { name })}
                sx={{ mt: 2, alignSelf: 'flex-start' }}
              >
                {t('info.branches.mapLink')}
              </Button>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
