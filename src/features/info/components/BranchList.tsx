import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { mapLink, shopIds } from '../shopDetails';

/** The Tashkent shops: address, landmark, hours and a Yandex Maps link each. */
export function BranchList() {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: { xs: 3, md: 4 }, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {shopIds.map((shop) => {
        const name = t(`info.branches.shops.${shop}.name`);
        return (
          <li key={shop}>
            <Paper component="section" variant="outlined" aria-labelledby={`shop-${shop}`} sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}>
              <Typography id={`shop-${shop}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
                {name}
              </Typography>
              <Stack spacing={1.25} sx={{ flex: 1 }}>
                <Stack direction="row" spacing={1}>
                  <PlaceOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Box>
                    <Typography component="p" sx={{ fontSize: 15 }}>
                      {t(`info.branches.shops.${shop}.address`)}
                    </Typography>
                    <Typography component="p" sx={{ fontSize: 14, color: 'text.secondary' }}>
                      {t(`info.branches.shops.${shop}.landmark`)}
                    </Typography>
                  </Box>
                </Stack>
                <Stack direction="row" spacing={1}>
                  <AccessTimeIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: 0.25 }} />
                  <Typography component="p" sx={{ fontSize: 15 }}>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('info.branches.hoursLabel')}:
                    </Box>{' '}
                    {t(`info.branches.shops.${shop}.hours`)}
                  </Typography>
                </Stack>
              </Stack>
              <Button
                component="a"
                href={mapLink(shop)}
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
