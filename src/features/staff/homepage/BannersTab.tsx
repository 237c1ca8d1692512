import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { BannerBody, StaffBanner } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { homepageIcon } from '../kit/staffIcons';
import { useAddBannerMutation, useDeleteBannerMutation, useEditBannerMutation, useGetBannersQuery, useReorderBannersMutation } from './api';
import { BannerDialog } from './BannerDialog';
import { useStaffFailure } from '../kit/useStaffFailure';
import { MoveButtons } from './MoveButtons';
import { moved } from './types';
import { shopMoment } from '../../../components/shopTime';

type Status = 'live' | 'off' | 'scheduled' | 'ended';
function statusOf(banner: StaffBanner): Status {
  if (banner.live) return 'live';
  if (!banner.active) return 'off';
  return banner.endsAt && Date.parse(banner.endsAt) <= Date.now() ? 'ended' : 'scheduled';
}

function BannerRow({ banner, index, count, busy, onMove, onEdit, onDelete }: {
  banner: StaffBanner; index: number; count: number; busy: boolean; onMove: (by: -1 | 1) => void; onEdit: () => void; onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const target = banner.targetName ? (language === 'ru' ? banner.targetName.ru : banner.targetName.uz) : t('staff.homepage.banners.targetGone');
  const name = t('staff.homepage.banners.rowName', { index: index + 1 });
  const status = statusOf(banner);
  const when = (iso: string | null) => (iso ? shopMoment(iso) : null);
  const dates = [when(banner.startsAt) && t('staff.homepage.banners.from', { when: when(banner.startsAt) }), when(banner.endsAt) && t('staff.homepage.banners.until', { when: when(banner.endsAt) })].filter(Boolean).join(' · ');
  return (
    <Stack component="li" aria-label={name} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
        <Box component="img" src={mediaUrl(banner.desktopImage) ?? undefined} alt={t('staff.homepage.banners.desktopOf', { name })} sx={{ width: { xs: 200, sm: 240 }, aspectRatio: '16 / 6', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
        <Box component="img" src={mediaUrl(banner.mobileImage) ?? undefined} alt={t('staff.homepage.banners.mobileOf', { name })} sx={{ width: 68, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Chip size="small" label={t(`staff.homepage.banners.status.${status}`)} color={status === 'live' ? 'success' : 'default'} variant={status === 'live' ? 'filled' : 'outlined'} />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`staff.homepage.banners.targets.${banner.targetType}`)}: {target}
        </Typography>
        {dates && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dates}
          </Typography>
        )}
        {(banner.desktopImageRUS || banner.mobileImageRUS) && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('staff.homepage.banners.hasRussian')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', alignSelf: { xs: 'flex-end', md: 'center' } }}>
        <MoveButtons name={name} first={index === 0} last={index === count - 1} busy={busy} onMove={onMove} />
        <IconButton onClick={onEdit} aria-label={t('staff.homepage.editLabel', { name })}>
          <Icon path={editIcon} size={20} />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={t('staff.homepage.deleteLabel', { name })}>
          <Icon path={deleteIcon} size={20} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** The carousel's banners in order, with previews; add, edit, move up or down, delete (asked first). */
export function BannersTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('homepage');
  const bannersRead = useGetBannersQuery();
  const [addBanner, adding] = useAddBannerMutation();
  const [editBanner, editing] = useEditBannerMutation();
  const [reorder, reordering] = useReorderBannersMutation();
  const [deleteBanner, deleting] = useDeleteBannerMutation();
  const [dialog, setDialog] = useState<{ banner?: StaffBanner }>();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<StaffBanner>();

  const save = async (body: BannerBody) => {
    try {
      if (dialog?.banner) await editBanner({ id: dialog.banner.id, body }).unwrap();
      else await addBanner(body).unwrap();
      enqueueSnackbar(t(dialog?.banner ? 'staff.homepage.banners.saved' : 'staff.homepage.banners.added'), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      setRefused(failed(error).fields);
    }
  };
  const move = async (banners: StaffBanner[], index: number, by: -1 | 1) => {
    try {
      await reorder(moved(banners, index, by)).unwrap();
      enqueueSnackbar(t('staff.homepage.reordered'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await deleteBanner(removing.id).unwrap();
      enqueueSnackbar(t('staff.homepage.banners.deleted'), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  return (
    <>
      <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => { setRefused({}); setDialog({}); }} sx={{ mb: 2 }}>
        {t('staff.homepage.banners.add')}
      </Button>
      <QueryView
        query={bannersRead}
        loading={<ListSkeleton label={t('staff.homepage.banners.loading')} rows={3} />}
        failure={(retry) => <LoadFailure message={t('staff.homepage.banners.loadError')} onRetry={retry} />}
        empty={<Paper variant="outlined"><StatusMessage icon={<Icon path={homepageIcon} />} message={t('staff.homepage.banners.empty')} /></Paper>}
      >
        {(banners) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <Box component="ul" aria-label={t('staff.homepage.banners.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {banners.map((banner, index) => (
                <BannerRow
                  key={banner.id}
                  banner={banner}
                  index={index}
                  count={banners.length}
                  busy={reordering.isLoading}
                  onMove={(by) => void move(banners, index, by)}
                  onEdit={() => { setRefused({}); setDialog({ banner }); }}
                  onDelete={() => setRemoving(banner)}
                />
              ))}
            </Box>
          </Paper>
        )}
      </QueryView>
      {dialog && <BannerDialog banner={dialog.banner} busy={adding.isLoading || editing.isLoading} refused={refused} onCancel={() => setDialog(undefined)} onSave={(body) => void save(body)} />}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.homepage.banners.confirmTitle')}
          text={t('staff.homepage.banners.confirmText')}
          confirm={t('staff.homepage.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
