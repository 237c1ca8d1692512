import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import ui from '../../../components/ui.module.css';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import {
  useDeleteProductPhotoMutation,
  useGetProductPhotosQuery,
  useReorderProductPhotosMutation,
  useUploadProductPhotoMutation,
} from './api';
import { PhotoTile, type MoveDirection } from './PhotoTile';
import { uploadIcon } from './pictureIcons';
import { ACCEPTED_PHOTO_TYPES, refusedBeforeUpload } from './photoFiles';
import { useStaffFailure } from '../kit/useStaffFailure';

const gridSx = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 1.5, m: 0, p: 0 } as const;

/**
 * The photos of one product row (one colour): thumbnails in the storefront's order, upload (choose or drop several
 * files, sent one after another with the progress shown; each refusal is a toast naming the file), move one place
 * left or right, delete after a confirmation. The product editor embeds it.
 */
export function ProductPhotos({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('pictures');
  const photos = useGetProductPhotosQuery(productId);
  const [uploadPhoto] = useUploadProductPhotoMutation();
  const [reorder, reordering] = useReorderProductPhotosMutation();
  const [deletePhoto, deleting] = useDeleteProductPhotoMutation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; name: string; fraction: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const list = photos.data ?? [];
  const busy = reordering.isLoading || deleting.isLoading;

  const uploadAll = async (files: File[]) => {
    if (progress || files.length === 0) return;
    for (const [index, file] of files.entries()) {
      const step = { done: index + 1, total: files.length, name: file.name };
      setProgress({ ...step, fraction: 0 });
      const refusal = refusedBeforeUpload(file);
      if (refusal) {
        failed({ data: { error: { code: refusal } } }, file.name);
        continue;
      }
      try {
        await uploadPhoto({ productId, file, onProgress: (fraction) => setProgress({ ...step, fraction }) }).unwrap();
        enqueueSnackbar(t('staff.pictures.uploaded', { name: file.name }), { variant: 'success' });
      } catch (error) {
        failed(error, file.name);
      }
    }
    setProgress(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  const move = async (index: number, direction: MoveDirection) => {
    const target = direction === 'left' ? index - 1 : index + 1;
    if (busy || target < 0 || target >= list.length) return;
    const ids = list.map((photo) => photo.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    focusAfterMove.current = { id: ids[target]!, direction };
    try {
      await reorder({ productId, imageIds: ids }).unwrap();
      setAnnouncement(t('staff.pictures.moved', { position: target + 1 }));
    } catch (error) {
      failed(error);
    }
  };

  // After a move the photo's tile is elsewhere: the focus follows it to the same button, or the other at an end.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const place = list.findIndex((photo) => photo.id === wanted.id);
    if (place < 0) return;
    const atEnd = (wanted.direction === 'left' && place === 0) || (wanted.direction === 'right' && place === list.length - 1);
    const direction = atEnd ? (wanted.direction === 'left' ? 'right' : 'left') : wanted.direction;
    moveButtons.current.get(`${wanted.id}-${direction}`)?.focus();
    focusAfterMove.current = null;
  }, [list]);

  const confirmDelete = async () => {
    if (confirming === null) return;
    try {
      await deletePhoto({ productId, imageId: confirming }).unwrap();
      enqueueSnackbar(t('staff.pictures.deleted'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setConfirming(null);
  };

  return (
    <Box component="section" aria-labelledby={`product-photos-${productId}`}>
      <Typography id={`product-photos-${productId}`} component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('staff.pictures.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('staff.pictures.intro')}
      </Typography>

      <Paper
        variant="outlined"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        sx={{ p: 2, mb: 2, borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : undefined, textAlign: 'center' }}
      >
        <Button variant="contained" startIcon={<Icon path={uploadIcon} size={20} />} onClick={() => input.current?.click()} disabled={progress !== null}>
          {t('staff.pictures.choose')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('staff.pictures.drop')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ACCEPTED_PHOTO_TYPES}
          aria-label={t('staff.pictures.fileInput')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploadAll(files);
          }}
        />
        {progress && (
          <Box role="status" sx={{ mt: 2, textAlign: 'start' }}>
            <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {t('staff.pictures.uploading', progress)}
            </Typography>
            <LinearProgress variant="determinate" value={((progress.done - 1 + progress.fraction) / progress.total) * 100} aria-label={t('staff.pictures.uploading', progress)} />
          </Box>
        )}
      </Paper>

      {photos.isLoading ? (
        <Box component="ul" aria-busy aria-label={t('staff.pictures.loading')} sx={gridSx}>
          {[0, 1, 2].map((key) => (
            <Skeleton component="li" key={key} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
          ))}
        </Box>
      ) : photos.isError && !photos.data ? (
        <Alert severity="error" action={<Button onClick={() => void photos.refetch()}>{t('staff.pictures.retry')}</Button>}>
          {t('staff.pictures.loadError')}
        </Alert>
      ) : list.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('staff.pictures.empty')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('staff.pictures.list')} sx={gridSx}>
          {list.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index + 1}
              count={list.length}
              busy={busy}
              onMove={(direction) => void move(index, direction)}
              onDelete={() => setConfirming(photo.id)}
              buttonRef={(direction) => (button) => {
                if (button) moveButtons.current.set(`${photo.id}-${direction}`, button);
                else moveButtons.current.delete(`${photo.id}-${direction}`);
              }}
            />
          ))}
        </Box>
      )}
      <span role="status" className={ui.visuallyHidden}>
        {announcement}
      </span>

      {confirming !== null && (
        <ConfirmDeleteDialog
          title={t('staff.pictures.deleteTitle')}
          text={t('staff.pictures.deleteText')}
          confirm={t('staff.pictures.deleteConfirm')}
          busy={deleting.isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </Box>
  );
}
