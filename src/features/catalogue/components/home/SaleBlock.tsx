import { Box, Button, Typography } from '@mui/material';
import EastIcon from '@mui/icons-material/East';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountsCategoryId } from '../../../../app/config';

/** The invitation to the discounts category (SPEC §9: category 7). */
export function SaleBlock() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-sale-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        px: { xs: 3, md: 7 },
        py: { xs: 4, md: 6 },
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        display: 'grid',
        gridTemplateColumns: { md: '1fr auto' },
        alignItems: 'center',
        gap: { xs: 2.5, md: 6 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -60, md: 80 },
          top: { xs: -70, md: -90 },
          width: { xs: 220, md: 320 },
          height: { xs: 220, md: 320 },
          borderRadius: '50%',
          border: '36px solid rgba(255, 255, 255, 0.08)',
        }}
      />
      <Box sx={{ position: 'relative' }}>
        <Typography component="p" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.16em', textTransform: 'uppercase', opacity: 0.85 }}>
          {t('catalogue.home.sale.overline')}
        </Typography>
        <Typography id="home-sale-title" variant="h2" sx={{ mt: 1, fontSize: { xs: '1.625rem', md: '2.25rem' }, lineHeight: 1.15 }}>
          {t('catalogue.home.sale.title')}
        </Typography>
        <Typography component="p" sx={{ mt: 1.5, maxWidth: 520, fontSize: { xs: 15, md: 17 }, lineHeight: 1.5, opacity: 0.92 }}>
          {t('catalogue.home.sale.text')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={`/categoryDetail/${discountsCategoryId}`}
        variant="contained"
        size="large"
        endIcon={<EastIcon />}
        sx={{
          position: 'relative',
          justifySelf: { xs: 'stretch', sm: 'start' },
          bgcolor: '#ffffff',
          color: 'text.primary',
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.9)' },
        }}
      >
        {t('catalogue.home.sale.cta')}
      </Button>
    </Box>
  );
}
