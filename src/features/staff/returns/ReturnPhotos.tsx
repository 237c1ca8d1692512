import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { closeIcon } from '../kit/staffIcons';

/** The shopper's photos as thumbnails; each opens large in a dialog (Escape or the close button shuts it). */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('staff.returns.noPhotos')}</Typography>;
  const shown = open === null ? undefined : photos[open];
  const title = open === null ? '' : t('staff.returns.photo', { n: open + 1, total: photos.length });
  return (
    <>
      <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', rowGap: 1 }}>
        {photos.map((photo, index) => (
          <li key={photo}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={t('staff.returns.enlarge', { n: index + 1 })}
              aria-haspopup="dialog"
              sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box component="img" src={mediaUrl(photo) ?? undefined} alt="" loading="lazy" sx={{ display: 'block', width: 96, height: 128, objectFit: 'cover' }} />
            </ButtonBase>
          </li>
        ))}
      </Stack>
      {shown !== undefined && (
        <Dialog open onClose={() => setOpen(null)} aria-labelledby="return-photo-title" maxWidth="md" fullWidth>
          <DialogTitle id="return-photo-title" sx={{ pr: 7 }}>
            {title}
          </DialogTitle>
          <IconButton onClick={() => setOpen(null)} aria-label={t('staff.returns.closePhoto')} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <Icon path={closeIcon} />
          </IconButton>
          <DialogContent>
            <Box component="img" src={mediaUrl(shown) ?? undefined} alt={title} sx={{ display: 'block', width: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
