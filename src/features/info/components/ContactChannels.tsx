import type { ReactNode } from 'react';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { contactDetails } from '../shopDetails';

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

/** How to reach the shop: phone (tel:), Telegram, e-mail, hours and the shops. */
export function ContactChannels() {
  const { t } = useTranslation();
  const linkSx = { color: 'text.primary', fontWeight: 600 } as const;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: { xs: 3, md: 4 }, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Channel
        icon={<PhoneOutlinedIcon />}
        title={t('info.contact.channels.phone.title')}
        description={t('info.contact.channels.phone.description')}
        value={
          <Link href={contactDetails.phoneHref} sx={linkSx} aria-label={t('info.contact.links.phone', { phone: contactDetails.phoneDisplay })}>
            {contactDetails.phoneDisplay}
          </Link>
        }
      />
      <Channel
        icon={<TelegramIcon />}
        title={t('info.contact.channels.telegram.title')}
        description={t('info.contact.channels.telegram.description')}
        value={
          <Link
            href={contactDetails.telegramHref}
            target="_blank"
            rel="noopener noreferrer"
            sx={linkSx}
            aria-label={t('info.contact.links.telegram', { handle: contactDetails.telegramHandle })}
          >
            {contactDetails.telegramHandle}
          </Link>
        }
      />
      <Channel
        icon={<MailOutlineIcon />}
        title={t('info.contact.channels.email.title')}
        description={t('info.contact.channels.email.description')}
        value={
          <Link href={`mailto:${contactDetails.email}`} sx={linkSx} aria-label={t('info.contact.links.email', { email: contactDetails.email })}>
            {contactDetails.email}
          </Link>
        }
      />
      <Channel
        icon={<AccessTimeIcon />}
        title={t('info.contact.channels.hours.title')}
        description={t('info.contact.channels.hours.description')}
        value={t('info.contact.channels.hours.value')}
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
