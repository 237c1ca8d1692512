import { useId, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Stack } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { PictureOrientation } from '../../../../contract/photos';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { useUploadCategoryPictureMutation } from './api';
import { uploadIcon } from './pictureIcons';
import { ACCEPTED_PHOTO_TYPES, refusedBeforeUpload } from './photoFiles';
import { useStaffFailure } from '../kit/useStaffFailure';

type CategoryPictureUploadProps = {
  categoryId: number;
  orientation: PictureOrientation;
  /** The picture's address now (the category's verticalImage or horizontalImage), shown until a new one is in. */
  url: string | null;
};

const SHAPES: Record<PictureOrientation, { ratio: string; width: number }> = {
  vertical: { ratio: '3 / 4', width: 120 },
  horizontal: { ratio: '16 / 9', width: 200 },
};

/**
 * A category's vertical or horizontal picture with a button to replace it by an uploaded JPEG, PNG or WebP (the same
 * checks as product photos) while a bar shows how much is sent; a refusal is a toast, and the staff category list reads
 * the new address afterwards.
 */
export function CategoryPictureUpload({ categoryId, orientation, url }: CategoryPictureUploadProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('pictures');
  const [upload, { isLoading, data }] = useUploadCategoryPictureMutation();
  const [sent, setSent] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const what = t(`staff.pictures.${orientation}`);
  const uploaded = data && data.id === categoryId ? (orientation === 'vertical' ? data.verticalImage : data.horizontalImage) : undefined;
  const shown = mediaUrl(uploaded ?? url);
  const shape = SHAPES[orientation];

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refusedBeforeUpload(file);
    if (refusal) {
      failed({ data: { error: { code: refusal } } }, file.name);
      return;
    }
    setSent(0);
    try {
      await upload({ categoryId, orientation, file, onProgress: setSent }).unwrap();
      enqueueSnackbar(t('staff.pictures.categoryUploaded', { what }), { variant: 'success' });
    } catch (error) {
      failed(error, file.name);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ width: shape.width, aspectRatio: shape.ratio, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', bgcolor: 'action.hover' }}>
        {shown && <Box component="img" src={shown} alt={what} sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Button variant="outlined" size="small" loading={isLoading} startIcon={<Icon path={uploadIcon} size={18} />} onClick={() => input.current?.click()}>
        {t('staff.pictures.categoryUpload', { what })}
      </Button>
      {isLoading && (
        <LinearProgress
          variant="determinate"
          value={Math.round(sent * 100)}
          aria-label={t('staff.pictures.categoryUploading', { what })}
          sx={{ width: shape.width }}
        />
      )}
      <input
        id={inputId}
        ref={input}
        type="file"
        hidden
        accept={ACCEPTED_PHOTO_TYPES}
        aria-label={t('staff.pictures.categoryUpload', { what })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void send(file);
        }}
      />
    </Stack>
  );
}
