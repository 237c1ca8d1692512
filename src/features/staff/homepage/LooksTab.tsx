import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { LookBody, StaffLook } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon } from '../kit/actionIcons';
import { homepageIcon } from '../kit/staffIcons';
import { useAddLookMutation, useDeleteLookMutation, useEditLookMutation, useGetLooksQuery, useReorderLooksMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';
import { LookDialog } from './LookDialog';
import { OrderedRows } from './OrderedRows';
import { moved } from './types';

/** The looks in the storefront's order, each with its first pictures and its product count. */
export function LooksTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('homepage');
  const looksRead = useGetLooksQuery();
  const [addLook, adding] = useAddLookMutation();
  const [editLook, editing] = useEditLookMutation();
  const [reorder, reordering] = useReorderLooksMutation();
  const [deleteLook, deleting] = useDeleteLookMutation();
  const [dialog, setDialog] = useState<{ look?: StaffLook }>();
  const [removing, setRemoving] = useState<StaffLook>();
  const looks = looksRead.data ?? [];
  const nameOf = (look: StaffLook) => (language === 'ru' ? look.nameRUS : look.nameUZB) ?? t('staff.homepage.lookNumber', { id: look.id });

  const save = async (body: LookBody) => {
    try {
      if (dialog?.look) await editLook({ id: dialog.look.id, body }).unwrap();
      else await addLook(body).unwrap();
      enqueueSnackbar(t(dialog?.look ? 'staff.homepage.looks.saved' : 'staff.homepage.looks.added'), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      failed(error);
    }
  };
  const move = async (index: number, by: -1 | 1) => {
    try {
      await reorder(moved(looks, index, by)).unwrap();
      enqueueSnackbar(t('staff.homepage.reordered'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await deleteLook(removing.id).unwrap();
      enqueueSnackbar(t('staff.homepage.looks.deleted', { name: nameOf(removing) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  return (
    <>
      <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => setDialog({})} sx={{ mb: 2 }}>
        {t('staff.homepage.looks.add')}
      </Button>
      <QueryView
        query={looksRead}
        loading={<ListSkeleton label={t('staff.homepage.looks.loading')} rows={3} />}
        failure={(retry) => <LoadFailure message={t('staff.homepage.looks.loadError')} onRetry={retry} />}
        empty={<Paper variant="outlined"><StatusMessage icon={<Icon path={homepageIcon} />} message={t('staff.homepage.looks.empty')} /></Paper>}
      >
        {(rows) => (
          <OrderedRows
            rows={rows}
            label={t('staff.homepage.looks.listLabel')}
            nameOf={nameOf}
            busy={reordering.isLoading}
            onMove={(index, by) => void move(index, by)}
            onEdit={(look) => setDialog({ look })}
            onDelete={setRemoving}
          >
            {(look) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, width: { xs: 124, sm: 180 }, overflow: 'hidden' }}>
                  {look.images.slice(0, 3).map((url, index) => (
                    <Box key={url} component="img" src={mediaUrl(url) ?? undefined} alt={t('staff.homepage.looks.pictureOf', { name: nameOf(look), index: index + 1 })} sx={{ width: 56, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
                  ))}
                </Stack>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{nameOf(look)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('staff.homepage.looks.counts', { pictures: look.images.length, count: look.products.length })}
                  </Typography>
                </Box>
              </Stack>
            )}
          </OrderedRows>
        )}
      </QueryView>
      {dialog && <LookDialog look={dialog.look} busy={adding.isLoading || editing.isLoading} onCancel={() => setDialog(undefined)} onSave={(body) => void save(body)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.homepage.looks.confirmTitle')}
          text={t('staff.homepage.looks.confirmText', { name: nameOf(removing) })}
          confirm={t('staff.homepage.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
