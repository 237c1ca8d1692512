import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { CustomerAvatar } from '../../../components/CustomerAvatar';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { toServerFailure } from '../../../../machines/serverFailure';
import type { Customer } from '../../account/types';
import { useEditCustomerImageMutation } from '../api';
import { AVATAR_MAX_MEGABYTES, avatarFileProblem, avatarMimeTypes } from '../avatarFile';
import { failureMessage } from '../../../components/failureMessage';
import { SectionHeading } from '../../../components/SectionHeading';
import { errorToast } from '../../../components/errorToast';

/** A local picture of the chosen file while it uploads (jsdom and very old browsers have none). */
function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** The profile picture: choose a file, see it at once, watch it upload. */
export function AvatarUploader({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useEditCustomerImageMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  // The preview's object URL holds the file in memory until it is revoked.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure) still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      errorToast(t(`profile.avatar.problems.${problem}`, { megabytes: AVATAR_MAX_MEGABYTES }));
      return;
    }
    setPreview(previewOf(file));
    setProgress(0);
    try {
      await upload({ customerId: customer.id, file, onProgress: setProgress }).unwrap();
      enqueueSnackbar(t('profile.avatar.saved'), { variant: 'success' });
    } catch (error) {
      const { status } = toServerFailure(error);
      const message =
        status === 413
          ? t('profile.avatar.problems.size', { megabytes: AVATAR_MAX_MEGABYTES })
          : status === 400 || status === 415
            ? t('profile.avatar.problems.type')
            : failureMessage(error, t);
      errorToast(message);
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack direction="row" spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          position: 'relative',
          opacity: uploading ? 0.6 : 1,
          transition: 'opacity 0.2s',
          // 72 px on phones, 88 px from sm up.
          '& > span': { width: { xs: '72px !important', sm: '88px !important' }, height: { xs: '72px !important', sm: '88px !important' } },
        }}
      >
        <CustomerAvatar fullName={customer.fullName} imageUrl={preview ?? mediaUrl(customer.image?.url)} size={88} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <SectionHeading>{t('profile.avatar.heading')}</SectionHeading>
        <Typography id="avatar-hint" sx={{ color: 'text.secondary', fontSize: 14, mb: 1.5 }}>
          {t('profile.avatar.hint', { megabytes: AVATAR_MAX_MEGABYTES })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={avatarMimeTypes.join(',')}
          aria-label={t('profile.avatar.input')}
          aria-describedby="avatar-hint"
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlinedIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {customer.image ? t('profile.avatar.change') : t('profile.avatar.choose')}
        </Button>
        {uploading && (
          <Box sx={{ mt: 2, maxWidth: 320 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              color="secondary"
              aria-label={t('profile.avatar.progressLabel')}
              aria-valuetext={t('profile.avatar.progress', { percent })}
            />
            <Typography aria-hidden sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
              {t('profile.avatar.progress', { percent })}
            </Typography>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
