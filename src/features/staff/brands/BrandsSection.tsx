import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffBrand } from '../../../../contract/taxonomy';
import { MAX_BRAND_NAME } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useStaffForm } from '../kit/useStaffForm';
import { StaffHeading } from '../frame/StaffHeading';
import { brandsIcon } from '../kit/staffIcons';
import { useAddBrandMutation, useDeleteBrandMutation, useEditBrandMutation, useGetStaffBrandsQuery } from './api';
import { BrandNameDialog } from './BrandNameDialog';

/** The add form above the list: a name and the button; a blank or taken name is marked on the field. */
function AddBrandForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('brands');
  const [addBrand, { isLoading }] = useAddBrandMutation();
  // The server's "that name is taken", on the name.
  const [refused, setRefused] = useState<{ name?: string }>({});
  const form = useStaffForm({
    initial: { name: '' },
    idPrefix: 'brand-add',
    check: (values) => (values.name.trim() ? {} : { name: t('staff.brands.nameRequired') }),
    refused,
  });

  const add = async (values: typeof form.values) => {
    setRefused({});
    try {
      const brand = await addBrand({ name: values.name.trim() }).unwrap();
      enqueueSnackbar(t('staff.brands.added', { name: brand.name }), { variant: 'success' });
      form.reset();
    } catch (error) {
      if (failed(error).reason === 'duplicate') setRefused({ name: t('staff.brands.duplicate') });
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={form.submit((values) => void add(values))} aria-labelledby="brand-add-title" variant="outlined" sx={{ p: 2, borderRadius: 2, mb: 2 }}>
      <Typography id="brand-add-title" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('staff.brands.addTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...form.field('name')}
          label={t('staff.brands.name')}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: MAX_BRAND_NAME } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" loading={isLoading} startIcon={<Icon path={addIcon} size={20} />} sx={{ minHeight: 40 }}>
          {t('staff.brands.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

function BrandRow({ brand, onEdit, onDelete }: { brand: StaffBrand; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{brand.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('staff.brands.products', { count: brand.productCount })}
        </Typography>
      </Box>
      <IconButton onClick={onEdit} aria-label={t('staff.brands.editLabel', { name: brand.name })}>
        <Icon path={editIcon} size={20} />
      </IconButton>
      <IconButton onClick={onDelete} aria-label={t('staff.brands.deleteLabel', { name: brand.name })}>
        <Icon path={deleteIcon} size={20} />
      </IconButton>
    </Stack>
  );
}

/** /staff/brands: every brand with its product count; add, rename, delete (refused while products have it). */
export function BrandsSection() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('brands');
  const brandsRead = useGetStaffBrandsQuery();
  const [editBrand, editing] = useEditBrandMutation();
  const [deleteBrand, deleting] = useDeleteBrandMutation();
  const [filter, setFilter] = useState('');
  const [renaming, setRenaming] = useState<StaffBrand>();
  const [duplicate, setDuplicate] = useState(false);
  const [removing, setRemoving] = useState<StaffBrand>();

  const rename = async (name: string) => {
    if (!renaming) return;
    try {
      await editBrand({ id: renaming.id, name }).unwrap();
      enqueueSnackbar(t('staff.brands.saved'), { variant: 'success' });
      setRenaming(undefined);
    } catch (error) {
      const { reason } = failed(error);
      if (reason === 'duplicate') setDuplicate(true);
      else setRenaming(undefined);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteBrand(removing.id).unwrap();
      enqueueSnackbar(t('staff.brands.deleted', { name: removing.name }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  const wanted = filter.trim().toLocaleLowerCase();
  return (
    <>
      <StaffHeading>{t('staff.sections.brands')}</StaffHeading>
      <AddBrandForm />
      <QueryView
        query={brandsRead}
        loading={<ListSkeleton label={t('staff.brands.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.brands.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={brandsIcon} />} message={t('staff.brands.empty')} />
          </Paper>
        }
      >
        {(brands) => {
          const shown = wanted ? brands.filter((brand) => brand.name.toLocaleLowerCase().includes(wanted)) : brands;
          return (
            <>
              <TextField
                type="search"
                label={t('staff.brands.filter')}
                size="small"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
              />
              {shown.length === 0 ? (
                <Typography role="status" sx={{ color: 'text.secondary' }}>
                  {t('staff.brands.noMatch', { text: filter.trim() })}
                </Typography>
              ) : (
                <Paper variant="outlined" sx={{ borderRadius: 2 }}>
                  <Box component="ul" aria-label={t('staff.brands.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {shown.map((brand) => (
                      <BrandRow
                        key={brand.id}
                        brand={brand}
                        onEdit={() => {
                          setDuplicate(false);
                          setRenaming(brand);
                        }}
                        onDelete={() => setRemoving(brand)}
                      />
                    ))}
                  </Box>
                </Paper>
              )}
            </>
          );
        }}
      </QueryView>
      {renaming && (
        <BrandNameDialog name={renaming.name} busy={editing.isLoading} duplicate={duplicate} onCancel={() => setRenaming(undefined)} onSave={(name) => void rename(name)} />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.brands.confirmTitle')}
          text={t('staff.brands.confirmText', { name: removing.name })}
          confirm={t('staff.brands.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
