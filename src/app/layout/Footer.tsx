import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountsCategoryId, externalLinks } from '../config';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { StoreBadges } from './StoreBadges';

const footerHeadingSx = { fontSize: 13, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', mb: 1.5, color: 'rgba(255, 255, 255, 0.6)' } as const;

/**
 * SPEC §2: the shop's pages, social accounts and app stores. On small screens the header has no language
 * switch (SPEC §1), so it sits here, where phone users still find it.
 */
export function Footer({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const pageLinks = [
    { to: '/about', label: t('pages.about') },
    { to: '/branches', label: t('pages.branches') },
    { to: `/categoryDetail/${discountsCategoryId}`, label: t('layout.footer.discounts') },
    { to: '/terms', label: t('pages.terms') },
    { to: '/contact', label: t('pages.contact') },
    { to: '/privacy', label: t('pages.privacy') },
  ];
  const socialLinks = [
    { href: externalLinks.instagram, label: t('layout.footer.instagram'), icon: <InstagramIcon /> },
    { href: externalLinks.telegram, label: t('layout.footer.telegram'), icon: <TelegramIcon /> },
    { href: externalLinks.facebook, label: t('layout.footer.facebook'), icon: <FacebookIcon /> },
  ];

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'common.white', mt: { xs: 4, md: 8 } }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1fr 1fr' },
          }}
        >
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: 22, letterSpacing: '0.28em', lineHeight: 1 }}>
              {t('app.logo')}
            </Typography>
            <Typography sx={{ color: 'rgba(255, 255, 255, 0.7)', fontSize: 14 }}>{t('app.tagline')}</Typography>
            {!wide && <LanguageSwitch tone="dark" />}
          </Stack>
          <Box component="nav" aria-labelledby="footer-shoppers">
            <Typography id="footer-shoppers" component="h2" sx={footerHeadingSx}>
              {t('layout.footer.shoppers')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={{ color: 'common.white', fontSize: 15 }}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Stack spacing={3}>
            <Box>
              <Typography component="h2" sx={footerHeadingSx}>
                {t('layout.footer.followUs')}
              </Typography>
              <Stack direction="row" spacing={1}>
                {socialLinks.map((link) => (
                  <IconButton
                    key={link.href}
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    sx={{ color: 'common.white', border: '1px solid rgba(255, 255, 255, 0.25)' }}
                  >
                    {link.icon}
                  </IconButton>
                ))}
              </Stack>
            </Box>
            <Box>
              <Typography component="h2" sx={footerHeadingSx}>
                {t('layout.footer.apps')}
              </Typography>
              <StoreBadges />
            </Box>
          </Stack>
        </Box>
        <Typography sx={{ mt: { xs: 4, md: 6 }, pt: 3, borderTop: '1px solid rgba(255, 255, 255, 0.15)', fontSize: 13, color: 'rgba(255, 255, 255, 0.6)' }}>
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
