import type { Ref } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProductPhoto } from '../../../../contract/photos';
import { Icon } from '../../../components/icons/Icon';
import { thumbnailUrl } from '../../../components/product/thumbnailUrl';
import { deleteIcon } from '../kit/actionIcons';
import { moveLeftIcon, moveRightIcon } from './pictureIcons';

export type MoveDirection = 'left' | 'right';

type PhotoTileProps = {
  photo: ProductPhoto;
  /** 1-based place in the gallery, and how many there are. */
  index: number;
  count: number;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
  /** Where the focus returns after a move: the button that moved the photo (or the other one at either end). */
  buttonRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
};

/**
 * One photo of the gallery, small, with its place; buttons move it one place left or right (the storefront shows
 * the first photo on the card) and delete it. The buttons are named with the photo's place for a screen reader.
 */
export function PhotoTile({ photo, index, count, busy, onMove, onDelete, buttonRef }: PhotoTileProps) {
  const { t } = useTranslation();
  const src = thumbnailUrl(photo);
  return (
    <Box component="li" sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'background.paper' }}>
      <Box sx={{ position: 'relative', aspectRatio: '3 / 4', bgcolor: 'action.hover' }}>
        {src && (
          <Box
            component="img"
            src={src}
            alt={t('staff.pictures.photoAlt', { index, count })}
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <Typography
          component="span"
          sx={{ position: 'absolute', top: 6, left: 6, px: 0.75, borderRadius: 1, fontSize: 13, fontWeight: 700, bgcolor: 'background.paper', color: 'text.primary' }}
        >
          {index === 1 ? `1 · ${t('staff.pictures.first')}` : index}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', p: 0.5 }}>
        <IconButton
          ref={buttonRef('left')}
          onClick={() => onMove('left')}
          // aria-disabled rather than disabled: a disabled button would drop the focus after a move to the end.
          aria-disabled={index === 1 || busy}
          aria-label={t('staff.pictures.moveLeft', { index })}
          sx={{ opacity: index === 1 ? 0.35 : 1 }}
        >
          <Icon path={moveLeftIcon} size={22} />
        </IconButton>
        <IconButton onClick={onDelete} aria-disabled={busy} aria-label={t('staff.pictures.delete', { index })} color="error">
          <Icon path={deleteIcon} size={20} />
        </IconButton>
        <IconButton
          ref={buttonRef('right')}
          onClick={() => onMove('right')}
          aria-disabled={index === count || busy}
          aria-label={t('staff.pictures.moveRight', { index })}
          sx={{ opacity: index === count ? 0.35 : 1 }}
        >
          <Icon path={moveRightIcon} size={22} />
        </IconButton>
      </Stack>
    </Box>
  );
}
