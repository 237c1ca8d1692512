import type { ReactNode } from 'react';
import { Box, Stack, SvgIcon } from '@mui/material';
import AppleIcon from '@mui/icons-material/Apple';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../config';

/** The Google Play triangle in its four colours (the icon set has no Play mark). */
function GooglePlayMark() {
  return (
    <SvgIcon viewBox="0 0 24 24" sx={{ fontSize: 22 }}>
      <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.3-.2-.5-.6-.5-1.1V3.4c0-.5.2-.9.5-1.1Z" fill="#00D7FE" />
      <path d="m16.7 8.7-3.3 3.3-9.8-9.7c.4-.3 1-.3 1.5 0l11.6 6.4Z" fill="#00F076" />
      <path d="m16.7 15.3-11.6 6.4c-.5.3-1.1.3-1.5 0l9.8-9.7 3.3 3.3Z" fill="#FF3A44" />
      <path d="m20.4 13.4-3.7 1.9-3.3-3.3 3.3-3.3 3.7 2c1 .6 1 2.1 0 2.7Z" fill="#FFD500" />
    </SvgIcon>
  );
}

type StoreBadgeProps = { href: string; label: string; caption: string; store: string; mark: ReactNode };

function StoreBadge({ href, label, caption, store, mark }: StoreBadgeProps) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        height: 44,
        px: 1.5,
        minWidth: 148,
        borderRadius: 2,
        bgcolor: 'common.black',
        color: 'common.white',
        border: '1px solid rgba(255, 255, 255, 0.35)',
        textDecoration: 'none',
        '&:hover': { borderColor: 'common.white' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
      }}
    >
      {mark}
      <Box component="span" aria-hidden sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: 10, opacity: 0.85 }}>
          {caption}
        </Box>
        <Box component="span" sx={{ fontSize: 16, fontWeight: 600, letterSpacing: '-0.01em' }}>
          {store}
        </Box>
      </Box>
    </Box>
  );
}

/** SPEC §1: the footer links to the mobile apps in both stores. */
export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StoreBadge
        href={externalLinks.appStore}
        label={t('layout.footer.appStore')}
        caption={t('layout.footer.appStoreCaption')}
        store={t('layout.footer.appStoreName')}
        mark={<AppleIcon sx={{ fontSize: 24 }} />}
      />
      <StoreBadge
        href={externalLinks.googlePlay}
        label={t('layout.footer.googlePlay')}
        caption={t('layout.footer.googlePlayCaption')}
        store={t('layout.footer.googlePlayName')}
        mark={<GooglePlayMark />}
      />
    </Stack>
  );
}
