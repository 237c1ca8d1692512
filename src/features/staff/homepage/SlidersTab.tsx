import { useState } from 'react';
import { Avatar, AvatarGroup, Button, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { SliderBody, StaffSlider } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon } from '../kit/actionIcons';
import { homepageIcon } from '../kit/staffIcons';
import { useAddSliderMutation, useDeleteSliderMutation, useEditSliderMutation, useGetSlidersQuery, useReorderSlidersMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';
import { OrderedRows } from './OrderedRows';
import { SliderDialog } from './SliderDialog';
import { moved, nameIn } from './types';

/** The home page's product rows by place: each a category with its chosen products (or its newest). */
export function SlidersTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('homepage');
  const slidersRead = useGetSlidersQuery();
  const [addSlider, adding] = useAddSliderMutation();
  const [editSlider, editing] = useEditSliderMutation();
  const [reorder, reordering] = useReorderSlidersMutation();
  const [deleteSlider, deleting] = useDeleteSliderMutation();
  const [dialog, setDialog] = useState<{ slider?: StaffSlider }>();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<StaffSlider>();
  const sliders = slidersRead.data ?? [];
  const nameOf = (slider: StaffSlider) => t('staff.homepage.sliders.rowName', { place: slider.placeNumber, category: nameIn(language, slider.category) });

  const save = async (body: SliderBody) => {
    try {
      if (dialog?.slider) await editSlider({ id: dialog.slider.id, body }).unwrap();
      else await addSlider(body).unwrap();
      enqueueSnackbar(t(dialog?.slider ? 'staff.homepage.sliders.saved' : 'staff.homepage.sliders.added'), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      setRefused(failed(error).fields);
    }
  };
  const move = async (index: number, by: -1 | 1) => {
    try {
      await reorder(moved(sliders, index, by)).unwrap();
      enqueueSnackbar(t('staff.homepage.reordered'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await deleteSlider(removing.id).unwrap();
      enqueueSnackbar(t('staff.homepage.sliders.deleted'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  return (
    <>
      <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => { setRefused({}); setDialog({}); }} sx={{ mb: 2 }}>
        {t('staff.homepage.sliders.add')}
      </Button>
      <QueryView
        query={slidersRead}
        loading={<ListSkeleton label={t('staff.homepage.sliders.loading')} rows={3} />}
        failure={(retry) => <LoadFailure message={t('staff.homepage.sliders.loadError')} onRetry={retry} />}
        empty={<Paper variant="outlined"><StatusMessage icon={<Icon path={homepageIcon} />} message={t('staff.homepage.sliders.empty')} /></Paper>}
      >
        {(rows) => (
          <OrderedRows
            rows={rows}
            label={t('staff.homepage.sliders.listLabel')}
            nameOf={nameOf}
            busy={reordering.isLoading}
            onMove={(index, by) => void move(index, by)}
            onEdit={(slider) => { setRefused({}); setDialog({ slider }); }}
            onDelete={setRemoving}
          >
            {(slider) => (
              <Stack spacing={0.5}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{nameOf(slider)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {slider.products.length ? t('staff.homepage.sliders.chosen', { count: slider.products.length }) : t('staff.homepage.sliders.newest')}
                </Typography>
                {slider.products.length > 0 && (
                  <AvatarGroup max={8} sx={{ justifyContent: 'flex-end', alignSelf: 'flex-start' }}>
                    {slider.products.map((product) => (
                      <Avatar key={product.id} variant="rounded" alt={nameIn(language, product)} src={mediaUrl(product.image) ?? undefined} />
                    ))}
                  </AvatarGroup>
                )}
              </Stack>
            )}
          </OrderedRows>
        )}
      </QueryView>
      {dialog && (
        <SliderDialog
          slider={dialog.slider}
          nextPlace={Math.max(0, ...sliders.map((slider) => slider.placeNumber)) + 1}
          busy={adding.isLoading || editing.isLoading}
          refused={refused}
          onCancel={() => setDialog(undefined)}
          onSave={(body) => void save(body)}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.homepage.sliders.confirmTitle')}
          text={t('staff.homepage.sliders.confirmText', { name: nameOf(removing) })}
          confirm={t('staff.homepage.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
