import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { SaleGroup, SaleGroupBody } from '../../../../contract/promotions';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { useAddSaleGroupMutation, useEditSaleGroupMutation, useEndSaleGroupMutation, useGetSaleGroupsQuery, useRemoveSaleGroupMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';
import { shopMoment } from '../../../components/shopTime';
import { SaleGroupDialog } from './SaleGroupDialog';

const stateColour = { RUNNING: 'success', SCHEDULED: 'info', ENDED: 'default', OFF: 'default' } as const;

function GroupRow({ group, categories, onEdit, onEnd, onRemove }: { group: SaleGroup; categories: StaffCategory[]; onEdit: () => void; onEnd: () => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'ru' ? group.nameRUS : group.nameUZB;
  const names = group.categoryIds
    .map((id) => categories.find((category) => category.id === id))
    .map((category) => (category ? (i18n.language === 'ru' ? category.nameRUS : category.nameUZB) : '?'))
    .join(', ');
  const canEnd = group.state === 'RUNNING' || group.state === 'SCHEDULED';
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Chip size="small" label={`−${group.percent}%`} color="error" />
          <Chip size="small" label={t(`staff.promotions.sales.states.${group.state}`)} color={stateColour[group.state]} variant="outlined" />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {shopMoment(group.startsAt)} – {shopMoment(group.endsAt)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {names}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', alignSelf: { xs: 'flex-end', sm: 'center' } }}>
        {canEnd && (
          <Button size="small" variant="outlined" onClick={onEnd} aria-label={t('staff.promotions.sales.endLabel', { name })}>
            {t('staff.promotions.sales.end')}
          </Button>
        )}
        <IconButton onClick={onEdit} aria-label={t('staff.promotions.editLabel', { name })}>
          <Icon path={editIcon} size={20} />
        </IconButton>
        <IconButton onClick={onRemove} aria-label={t('staff.promotions.deleteLabel', { name })}>
          <Icon path={deleteIcon} size={20} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** The sale groups tab: every group with its state; add, edit, end now, remove. */
export function SaleGroupsTab() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('promotions');
  const groupsRead = useGetSaleGroupsQuery();
  const categories = useGetStaffCategoriesQuery().data ?? [];
  const [addGroup, adding] = useAddSaleGroupMutation();
  const [editGroup, editing] = useEditSaleGroupMutation();
  const [endGroup] = useEndSaleGroupMutation();
  const [removeGroup, removing] = useRemoveSaleGroupMutation();
  const [dialog, setDialog] = useState<{ group?: SaleGroup }>();
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [toRemove, setToRemove] = useState<SaleGroup>();
  const nameOf = (group: SaleGroup) => (i18n.language === 'ru' ? group.nameRUS : group.nameUZB);

  const save = async (fields: SaleGroupBody) => {
    try {
      if (dialog?.group) await editGroup({ id: dialog.group.id, ...fields }).unwrap();
      else await addGroup(fields).unwrap();
      enqueueSnackbar(t('staff.promotions.saved'), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      setServerFields(failed(error).fields);
    }
  };
  const end = async (group: SaleGroup) => {
    try {
      await endGroup(group.id).unwrap();
      enqueueSnackbar(t('staff.promotions.sales.ended', { name: nameOf(group) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };
  const remove = async () => {
    if (!toRemove) return;
    try {
      await removeGroup(toRemove.id).unwrap();
      enqueueSnackbar(t('staff.promotions.deleted', { name: nameOf(toRemove) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setToRemove(undefined);
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ color: 'text.secondary', flex: 1, minWidth: 200 }}>{t('staff.promotions.sales.intro')}</Typography>
        <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => { setServerFields({}); setDialog({}); }}>
          {t('staff.promotions.sales.add')}
        </Button>
      </Stack>
      <QueryView
        query={groupsRead}
        loading={<ListSkeleton label={t('staff.promotions.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.promotions.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={addIcon} />} message={t('staff.promotions.sales.empty')} />
          </Paper>
        }
      >
        {(groups) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }}>
            <Box component="ul" aria-label={t('staff.promotions.sales.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {groups.map((group) => (
                <GroupRow
                  key={group.id}
                  group={group}
                  categories={categories}
                  onEdit={() => { setServerFields({}); setDialog({ group }); }}
                  onEnd={() => void end(group)}
                  onRemove={() => setToRemove(group)}
                />
              ))}
            </Box>
          </Paper>
        )}
      </QueryView>
      {dialog && (
        <SaleGroupDialog
          group={dialog.group}
          categories={categories}
          busy={adding.isLoading || editing.isLoading}
          serverFields={serverFields}
          onCancel={() => setDialog(undefined)}
          onSave={(fields) => void save(fields)}
        />
      )}
      {toRemove && (
        <ConfirmDeleteDialog
          title={t('staff.promotions.sales.confirmTitle')}
          text={t('staff.promotions.sales.confirmText', { name: nameOf(toRemove) })}
          confirm={t('staff.promotions.delete')}
          busy={removing.isLoading}
          onCancel={() => setToRemove(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
