import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ColorBody, StaffColor } from '../../../../contract/stock';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { StaffHeading } from '../frame/StaffHeading';
import { coloursIcon } from '../kit/staffIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useAddColourMutation, useDeleteColourMutation, useEditColourMutation, useGetColourCatalogueQuery } from './api';
import { ColourDialog } from './ColourDialog';
import { Swatch } from './Swatch';

function ColourRow({ colour, onEdit, onDelete }: { colour: StaffColor; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localizedName(colour, language);
  const other = language === 'ru' ? colour.nameUZB : colour.nameRUS;
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Swatch code={colour.colorCode} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {other} · <span translate="no">{colour.colorCode}</span> · {t('staff.colours.products', { count: colour.productCount })}
        </Typography>
      </Box>
      <IconButton onClick={onEdit} aria-label={t('staff.colours.editLabel', { name })}>
        <Icon path={editIcon} size={20} />
      </IconButton>
      <IconButton onClick={onDelete} aria-label={t('staff.colours.deleteLabel', { name })}>
        <Icon path={deleteIcon} size={20} />
      </IconButton>
    </Stack>
  );
}

type Editing = { colour?: StaffColor; fields: Record<string, string> };

/** /staff/colours: every colour with its swatch and product count; add, edit, delete (refused while something uses it). */
export function ColoursSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('colours');
  const coloursRead = useGetColourCatalogueQuery();
  const [addColour, adding] = useAddColourMutation();
  const [editColour, editingCall] = useEditColourMutation();
  const [deleteColour, deleting] = useDeleteColourMutation();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<StaffColor>();

  const save = async (body: ColorBody) => {
    if (!editing) return;
    try {
      if (editing.colour) {
        await editColour({ id: editing.colour.id, body }).unwrap();
        enqueueSnackbar(t('staff.colours.saved'), { variant: 'success' });
      } else {
        const added = await addColour(body).unwrap();
        enqueueSnackbar(t('staff.colours.added', { name: localizedName(added, language) }), { variant: 'success' });
      }
      setEditing(undefined);
    } catch (error) {
      const failure = failed(error);
      if (failure.reason === 'checkFields') setEditing({ ...editing, fields: failure.fields });
      else if (failure.reason !== 'network') setEditing(undefined);
    }
  };

  const remove = async () => {
    if (!removing) return;
    const name = localizedName(removing, language);
    try {
      await deleteColour(removing.id).unwrap();
      enqueueSnackbar(t('staff.colours.deleted', { name }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  const wanted = filter.trim().toLocaleLowerCase();
  const matches = (colour: StaffColor) => [colour.nameUZB, colour.nameRUS, colour.colorCode].some((text) => text.toLocaleLowerCase().includes(wanted));
  return (
    <>
      <StaffHeading>{t('staff.sections.colours')}</StaffHeading>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => setEditing({ fields: {} })} sx={{ minHeight: 44 }}>
          {t('staff.colours.add')}
        </Button>
      </Box>
      <QueryView
        query={coloursRead}
        loading={<ListSkeleton label={t('staff.colours.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.colours.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={coloursIcon} />} message={t('staff.colours.empty')} />
          </Paper>
        }
      >
        {(colours) => {
          const shown = wanted ? colours.filter(matches) : colours;
          return (
            <>
              <TextField type="search" label={t('staff.colours.filter')} size="small" value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ mb: 2, width: { xs: '100%', sm: 320 } }} />
              {shown.length === 0 ? (
                <Typography role="status" sx={{ color: 'text.secondary' }}>
                  {t('staff.colours.noMatch', { text: filter.trim() })}
                </Typography>
              ) : (
                <Paper variant="outlined" sx={{ borderRadius: 2 }}>
                  <Box component="ul" aria-label={t('staff.colours.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {shown.map((colour) => (
                      <ColourRow key={colour.id} colour={colour} onEdit={() => setEditing({ colour, fields: {} })} onDelete={() => setRemoving(colour)} />
                    ))}
                  </Box>
                </Paper>
              )}
            </>
          );
        }}
      </QueryView>
      {editing && (
        <ColourDialog
          title={editing.colour ? t('staff.colours.editTitle') : t('staff.colours.addTitle')}
          initial={editing.colour && { nameUZB: editing.colour.nameUZB, nameRUS: editing.colour.nameRUS, colorCode: editing.colour.colorCode }}
          busy={adding.isLoading || editingCall.isLoading}
          serverFields={editing.fields}
          onCancel={() => setEditing(undefined)}
          onSave={(body) => void save(body)}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.colours.confirmTitle')}
          text={t('staff.colours.confirmText', { name: localizedName(removing, language) })}
          confirm={t('staff.colours.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
