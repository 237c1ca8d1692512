import { useId, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HOME_PICTURE_SIZES } from '../../../../contract/cardPictureSizes';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { deleteIcon } from '../kit/actionIcons';
import { uploadIcon } from '../pictures/pictureIcons';
import { ACCEPTED_PHOTO_TYPES, refusedBeforeUpload } from '../pictures/photoFiles';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useUploadBannerPictureMutation, useUploadLookPictureMutation } from './api';

export type PictureUse = 'desktop' | 'mobile' | 'look';

type PictureSlotProps = {
  label: string;
  use: PictureUse;
  url: string | null;
  /** Marked when a save was tried without it. */
  missing?: boolean;
  onChange: (url: string | null) => void;
  /** Offered for the optional pictures (the Russian pair). */
  clearable?: boolean;
};


/**
 * One picture of a banner or look: its preview and a button that uploads a JPEG, PNG or WebP at once, with the
 * bytes' progress; the dialog saves the address the server answers. A refusal is a toast naming the file.
 */
export function PictureSlot({ label, use, url, missing = false, onChange, clearable = false }: PictureSlotProps) {
  const { t } = useTranslation();
  const failed = useStaffFailure('pictures');
  const [uploadBanner] = useUploadBannerPictureMutation();
  const [uploadLook] = useUploadLookPictureMutation();
  const [progress, setProgress] = useState<number>();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const sizeId = useId();
  const size = HOME_PICTURE_SIZES[use];
  const shown = mediaUrl(url);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refusedBeforeUpload(file);
    if (refusal) {
      failed({ data: { error: { code: refusal } } }, file.name);
      return;
    }
    setProgress(0);
    try {
      const upload = use === 'look' ? uploadLook({ file, onProgress: setProgress }) : uploadBanner({ kind: use, file, onProgress: setProgress });
      const answer = await upload.unwrap();
      onChange(answer.url);
    } catch (error) {
      failed(error, file.name);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, color: missing ? 'error.main' : 'text.primary' }}>
        {label}
      </Typography>
      <Typography id={sizeId} variant="caption" sx={{ color: 'text.secondary', mt: '0 !important' }}>
        {t('staff.homepage.pictureSize', size)}
      </Typography>
      <Box
        sx={{
          width: use === 'desktop' ? { xs: '100%', sm: 260 } : 120,
          aspectRatio: `${size.width} / ${size.height}`,
          borderRadius: 1,
          border: 1,
          borderColor: missing ? 'error.main' : 'divider',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {shown && <Box component="img" src={shown} alt={label} sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      {progress !== undefined && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('staff.homepage.uploading', { what: label })} />
      )}
      {missing && (
        <Typography variant="caption" sx={{ color: 'error.main' }}>
          {t('staff.homepage.pictureRequired')}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          loading={progress !== undefined}
          startIcon={<Icon path={uploadIcon} size={18} />}
          onClick={() => input.current?.click()}
          aria-label={t('staff.homepage.uploadLabel', { what: label })}
          aria-describedby={sizeId}
        >
          {url ? t('staff.homepage.replace') : t('staff.homepage.upload')}
        </Button>
        {clearable && url && (
          <Button size="small" color="inherit" startIcon={<Icon path={deleteIcon} size={18} />} onClick={() => onChange(null)} aria-label={t('staff.homepage.removeLabel', { what: label })}>
            {t('staff.homepage.remove')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_PHOTO_TYPES}
        aria-label={t('staff.homepage.fileLabel', { what: label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void send(file);
        }}
      />
    </Stack>
  );
}
