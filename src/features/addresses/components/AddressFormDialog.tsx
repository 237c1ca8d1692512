import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { toServerFailure } from '../../../../machines/serverFailure';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { failureMessage } from '../../../components/failureMessage';
import { MAX_ADDRESSES, MAX_ADDRESS_TEXT } from '../../../../contract/limits';
import {
  addressInput,
  draftOf,
  emptyDraft,
  problemsFromServer,
  validateAddress,
  withRegion,
  withSubRegion,
  type AddressDraft,
  type AddressField,
  type AddressProblems,
} from '../addressForm';
import {
  useAddAddressMutation,
  useEditAddressMutation,
  useGetAllRegionsQuery,
  useGetPostFilialsBySubRegionIdQuery,
  useGetSubRegionsByRegionIdQuery,
} from '../api';
import type { Address } from '../types';
import { PlaceSelect } from './PlaceSelect';
import { errorToast } from '../../../components/errorToast';

type AddressFormDialogProps = { customerId: number; address: Address | null; onClose: () => void };

const fieldOrder: AddressField[] = ['regionId', 'subRegionId', 'postFilialId', 'street', 'houseNumber'];
const fieldId = (field: AddressField) => `address-${field}`;

/** Add or change an address: region, then district, then a post branch, or street and house in Tashkent city. */
export function AddressFormDialog({ customerId, address, onClose }: AddressFormDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<AddressDraft>(address ? draftOf(address) : emptyDraft);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [addAddress, adding] = useAddAddressMutation();
  const [editAddress, editing] = useEditAddressMutation();
  const saving = adding.isLoading || editing.isLoading;

  const regions = useGetAllRegionsQuery();
  const region = regions.data?.find((candidate) => candidate.id === draft.regionId);
  const isTashkentCity = region?.isTashkentCity ?? false;
  const subRegions = useGetSubRegionsByRegionIdQuery(draft.regionId ?? skipToken);
  const wantsBranch = region !== undefined && !isTashkentCity && draft.subRegionId !== null;
  const postFilials = useGetPostFilialsBySubRegionIdQuery(wantsBranch && draft.subRegionId !== null ? draft.subRegionId : skipToken);

  const problemText = (field: AddressField) => {
    const problem = problems[field];
    return problem ? t(`profile.address.problems.${problem}`, { max: MAX_ADDRESS_TEXT }) : undefined;
  };

  function update(next: AddressDraft, changed: AddressField[]) {
    setDraft(next);
    setProblems((current) => {
      const kept = { ...current };
      for (const field of changed) delete kept[field];
      return kept;
    });
  }

  function focusFirst(found: AddressProblems) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateAddress(draft, isTashkentCity);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const input = addressInput(draft, isTashkentCity);
    try {
      if (address) await editAddress({ id: address.id, customerId, ...input }).unwrap();
      else await addAddress({ customerId, ...input }).unwrap();
      enqueueSnackbar(address ? t('profile.address.saved') : t('profile.address.added'), { variant: 'success' });
      onClose();
    } catch (error) {
      const failure = toServerFailure(error);
      const fromServer = problemsFromServer(failure.fields);
      if (failure.status === 400 && Object.keys(fromServer).length > 0) {
        setProblems(fromServer);
        focusFirst(fromServer);
        errorToast(t('profile.address.checkFields'));
      } else if (failure.status === 409) {
        errorToast(t('profile.address.limit', { max: MAX_ADDRESSES }));
      } else {
        errorToast(failureMessage(error, t));
      }
    }
  }

  const options = (list: Array<{ id: number; nameUZB: string | null; nameRUS: string | null }> | undefined) =>
    (list ?? []).map((place) => ({ id: place.id, label: localizedName(place, language) }));
  const branchOptions = (postFilials.currentData ?? []).map((branch) => ({
    id: branch.id,
    label: `${localizedName(branch, language)} — ${language === 'ru' ? branch.addressRUS : branch.addressUZB}`,
  }));
  const noBranches = wantsBranch && postFilials.currentData?.length === 0;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="address-form-title">
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <DialogTitle id="address-form-title">{address ? t('profile.address.form.editTitle') : t('profile.address.form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <PlaceSelect
              id={fieldId('regionId')}
              label={t('profile.address.form.region')}
              placeholder={t('profile.address.form.chooseRegion')}
              value={draft.regionId}
              options={options(regions.data)}
              loading={regions.isLoading}
              failed={regions.isError && !regions.isFetching}
              onRetry={() => void regions.refetch()}
              onChange={(regionId) => update(withRegion(draft, regionId), ['regionId', 'subRegionId', 'postFilialId', 'street', 'houseNumber'])}
              problem={problemText('regionId')}
            />
            <PlaceSelect
              id={fieldId('subRegionId')}
              label={t('profile.address.form.subRegion')}
              placeholder={draft.regionId === null ? t('profile.address.form.chooseRegionFirst') : t('profile.address.form.chooseSubRegion')}
              value={draft.subRegionId}
              options={options(subRegions.currentData)}
              disabled={draft.regionId === null}
              loading={draft.regionId !== null && subRegions.isFetching && !subRegions.currentData}
              failed={subRegions.isError && !subRegions.isFetching}
              onRetry={() => void subRegions.refetch()}
              onChange={(subRegionId) => update(withSubRegion(draft, subRegionId), ['subRegionId', 'postFilialId'])}
              problem={problemText('subRegionId')}
            />
            {region && isTashkentCity ? (
              <>
                <Alert severity="info" variant="outlined">
                  {t('profile.address.form.tashkentHint')}
                </Alert>
                <TextField
                  id={fieldId('street')}
                  label={t('profile.address.form.street')}
                  autoComplete="address-line1"
                  value={draft.street}
                  onChange={(event) => update({ ...draft, street: event.target.value }, ['street'])}
                  error={Boolean(problems.street)}
                  helperText={problemText('street')}
                  slotProps={{ htmlInput: { maxLength: MAX_ADDRESS_TEXT } }}
                />
                <TextField
                  id={fieldId('houseNumber')}
                  label={t('profile.address.form.houseNumber')}
                  autoComplete="address-line2"
                  value={draft.houseNumber}
                  onChange={(event) => update({ ...draft, houseNumber: event.target.value }, ['houseNumber'])}
                  error={Boolean(problems.houseNumber)}
                  helperText={problemText('houseNumber') ?? t('profile.address.form.houseHint')}
                  slotProps={{ htmlInput: { maxLength: MAX_ADDRESS_TEXT } }}
                />
              </>
            ) : (
              <PlaceSelect
                id={fieldId('postFilialId')}
                label={t('profile.address.form.postFilial')}
                placeholder={
                  draft.subRegionId === null
                    ? t('profile.address.form.chooseSubRegionFirst')
                    : noBranches
                      ? t('profile.address.form.noPostFilials')
                      : t('profile.address.form.choosePostFilial')
                }
                value={draft.postFilialId}
                options={branchOptions}
                disabled={!wantsBranch || noBranches}
                loading={wantsBranch && postFilials.isFetching && !postFilials.currentData}
                failed={postFilials.isError && !postFilials.isFetching}
                onRetry={() => void postFilials.refetch()}
                onChange={(postFilialId) => update({ ...draft, postFilialId }, ['postFilialId'])}
                problem={problemText('postFilialId')}
                helperText={t('profile.address.form.postFilialHint')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('profile.address.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('profile.details.saving') : t('profile.address.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
