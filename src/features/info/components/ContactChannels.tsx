import type { ReactNode } from 'react';
import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatPhone } from '../../../components/formatPhone';
import { telegramLink, useGetShopSettingsQuery } from '../../settings/api';

function Channel({ icon, title, value, description }: { icon: ReactNode; title: string; value: ReactNode; description: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
      <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Box sx={{ fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Box>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{description}</Typography>
      </Stack>
    </Paper>
  );
}

/** How to reach the shop: phone (tel:), Telegram, e-mail, hours (the shop settings') and the shops. */
export function ContactChannels() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: settings } = useGetShopSettingsQuery();
  const linkSx = { color: 'text.primary', fontWeight: 600 } as const;
  // While the settings load, each value is a line's placeholder.
  const loading = <Skeleton width="60%" />;
  const phone = settings && formatPhone(settings.phoneNumber);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: { xs: 3, md: 4 }, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Channel
        icon={<PhoneOutlinedIcon />}
        title={t('info.contact.channels.phone.title')}
        description={t('info.contact.channels.phone.description')}
        value={
          settings ? (
            <Link href={`tel:${settings.phoneNumber}`} sx={linkSx} aria-label={t('info.contact.links.phone', { phone })}>
              {phone}
            </Link>
          ) : loading
        }
      />
      <Channel
        icon={<TelegramIcon />}
        title={t('info.contact.channels.telegram.title')}
        description={t('info.contact.channels.telegram.description')}
        value={
          settings ? (
            <Link
              href={telegramLink(settings.telegram)}
              target="_blank"
              rel="noopener noreferrer"
              sx={linkSx}
              aria-label={t('info.contact.links.telegram', { handle: settings.telegram })}
            >
              {settings.telegram}
            </Link>
          ) : loading
        }
      />
      <Channel
        icon={<MailOutlineIcon />}
        title={t('info.contact.channels.email.title')}
        description={t('info.contact.channels.email.description')}
        value={
          settings ? (
            <Link href={`mailto:${settings.email}`} sx={linkSx} aria-label={t('info.contact.links.email', { email: settings.email })}>
              {settings.email}
            </Link>
          ) : loading
        }
      />
      <Channel
        icon={<AccessTimeIcon />}
        title={t('info.contact.channels.hours.title')}
        description={t('info.contact.channels.hours.description')}
        value={settings ? (language === 'ru' ? settings.hoursRu : settings.hoursUz) : loading}
      />
      <Channel
        icon={<StorefrontOutlinedIcon />}
        title={t('info.contact.channels.shops.title')}
        description={t('info.contact.channels.shops.value')}
        value={
          <Link component={RouterLink} to="/branches" sx={linkSx}>
            {t('info.contact.channels.shops.link')}
          </Link>
        }
      />
    </Box>
  );
}
