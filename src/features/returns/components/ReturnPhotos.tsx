import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../../../../contract/limits';
import { toServerFailure } from '../../../../machines/serverFailure';
import { mediaUrl } from '../../../app/config';
import { errorToast } from '../../../components/errorToast';
import { failureMessage } from '../../../components/failureMessage';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useUploadReturnPhotoMutation } from '../api';
import { maxReturnPhotos } from '../returnForm';

// The avatar's rules (docs/api.md: the rules of the avatar's upload): JPEG, PNG or WebP of at most 5 MB.
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);

type ReturnPhotosProps = {
  photos: string[];
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  /** Told while a photo is on its way, so the request waits for it. */
  onBusyChange: (busy: boolean) => void;
  disabled: boolean;
  problem?: string;
};

/** Up to three photos of the garment, each uploaded as soon as it is chosen, with its progress. */
export function ReturnPhotos({ photos, onAdd, onRemove, onBusyChange, disabled, problem }: ReturnPhotosProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadReturnPhotoMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const ids = { hint: useId(), problem: useId() };
  const uploading = progress !== null;
  const full = photos.length >= maxReturnPhotos;

  async function send(file: File): Promise<void> {
    // Refused before sending: a shopper on a slow connection should not wait for the server to say it.
    if (!acceptedTypes.includes(file.type)) {
      errorToast(t('returns.photos.type'));
      return;
    }
    if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) {
      errorToast(t('returns.photos.size', { megabytes: MAX_MEGABYTES }));
      return;
    }
    setProgress(0);
    try {
      const { url } = await upload({ file, onProgress: setProgress }).unwrap();
      onAdd(url);
    } catch (error) {
      const { status } = toServerFailure(error);
      errorToast(
        status === 413
          ? t('returns.photos.size', { megabytes: MAX_MEGABYTES })
          : status === 400 || status === 415
            ? t('returns.photos.type')
            : failureMessage(error, t),
      );
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again (after a failure) still fires a change.
    event.target.value = '';
    const room = maxReturnPhotos - photos.length;
    if (files.length > room) errorToast(t('returns.photos.limit', { max: maxReturnPhotos }));
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    onBusyChange(true);
    // One after another: a phone's upload is slow enough without three at once.
    for (const file of taken) await send(file);
    setProgress(null);
    onBusyChange(false);
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Box component="fieldset" aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
        {t('returns.photos.legend', { max: maxReturnPhotos })}
      </Typography>
      <Typography id={ids.hint} sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
        {t('returns.photos.hint', { megabytes: MAX_MEGABYTES })}
      </Typography>
      {photos.length > 0 && (
        <Stack component="ul" direction="row" spacing={1} aria-label={t('returns.photos.chosen')} sx={{ listStyle: 'none', m: 0, mb: 1, p: 0 }}>
          {photos.map((url, index) => (
            <Box component="li" key={url} sx={{ position: 'relative', width: 64, height: 84, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
              <Box component="img" src={mediaUrl(url) ?? undefined} alt={t('returns.photos.photo', { number: index + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small"
                onClick={() => onRemove(url)}
                disabled={disabled}
                aria-label={t('returns.photos.remove', { number: index + 1 })}
                sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <CloseRoundedIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptedTypes.join(',')}
        aria-label={t('returns.photos.input')}
        tabIndex={-1}
        style={visuallyHidden}
        disabled={disabled || uploading || full}
        onChange={(event) => void choose(event)}
        data-testid="return-photo-input"
      />
      <Button variant="outlined" size="small" startIcon={<AddAPhotoOutlinedIcon />} disabled={disabled || uploading || full} onClick={() => input.current?.click()}>
        {t('returns.photos.add')}
      </Button>
      {uploading && (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={percent} color="secondary" aria-label={t('returns.photos.progressLabel')} aria-valuetext={t('returns.photos.progress', { percent })} />
        </Box>
      )}
      {problem && (
        <FormHelperText id={ids.problem} error role="alert" sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
