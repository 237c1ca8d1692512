import { useState } from 'react';
import { Breadcrumbs, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { recordId } from '../../../components/positiveInteger';
import { StatusMessage } from '../../../components/StatusMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { localizedName } from '../../../i18n/localized';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon } from '../kit/actionIcons';
import { StaffHeading } from '../frame/StaffHeading';
import { placesIcon } from '../kit/staffIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { readStaffFailure } from '../staffFailure';
import { PlaceDialog, type PlaceValues } from './PlaceDialog';
import { PlaceList, type PlaceItem } from './PlaceList';
import { usePlaceLevel } from './usePlaceLevel';

/**
 * /staff/places: regions, then a region's districts (?region=), then a district's post branches (&district=). Add and
 * edit in a dialog; the switch (de)activates; a place nothing names may be deleted.
 */
export function PlacesSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const [params] = useSearchParams();
  const regionId = recordId(params.get('region'));
  const subRegionId = regionId === undefined ? undefined : recordId(params.get('district'));
  const view = usePlaceLevel(regionId, subRegionId);
  const failed = useStaffFailure('places');
  const [dialog, setDialog] = useState<{ item?: PlaceItem; refused: Record<string, string> }>();
  const [saving, setSaving] = useState(false);
  const [busyId, setBusyId] = useState<number>();
  const [removing, setRemoving] = useState<PlaceItem>();
  const { level, region, subRegion } = view;
  const readFailure = view.read.isError ? readStaffFailure(view.read.error) : undefined;

  const save = async (values: PlaceValues) => {
    if (!dialog) return;
    setSaving(true);
    try {
      const place = dialog.item ? await view.edit(dialog.item, values) : await view.add(values);
      enqueueSnackbar(t(dialog.item ? 'staff.places.saved' : 'staff.places.added', { name: localizedName(place, language) }), { variant: 'success' });
      setDialog(undefined);
    } catch (error) {
      // A name a sibling already has (409 DUPLICATE, said as taken) is no change made meanwhile: the dialog stays and
      // marks that name, as it marks refused fields.
      const failure = failed(error);
      if (failure.reason === 'duplicate' || failure.reason === 'checkFields' || failure.reason === 'conflict') setDialog({ ...dialog, refused: failure.fields });
      else setDialog(undefined);
    }
    setSaving(false);
  };

  const toggle = async (item: PlaceItem) => {
    setBusyId(item.id);
    try {
      const place = await view.edit(item, view.valuesOf(item), !item.active);
      enqueueSnackbar(t(place.active ? 'staff.places.reactivated' : 'staff.places.deactivated', { name: localizedName(place, language) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setBusyId(undefined);
  };

  const remove = async () => {
    if (!removing) return;
    setSaving(true);
    try {
      await view.remove(removing);
      enqueueSnackbar(t('staff.places.deleted', { name: localizedName(removing, language) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setSaving(false);
    setRemoving(undefined);
  };

  // Tashkent city is delivered to the door: its districts have no post branches to open.
  const doorDelivery = region?.isTashkentCity === true;
  const title = level === 'region' ? t('staff.places.regions') : level === 'subRegion' ? (region && localizedName(region, language)) : subRegion && localizedName(subRegion, language);
  return (
    <>
      <StaffHeading>{t('staff.sections.places')}</StaffHeading>
      {level !== 'region' && (
        <Breadcrumbs aria-label={t('staff.places.trail')} sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/staff/places">
            {t('staff.places.regions')}
          </Link>
          {level === 'postFilial' && region && (
            <Link component={RouterLink} to={`/staff/places?region=${region.id}`}>
              {localizedName(region, language)}
            </Link>
          )}
          <Typography aria-current="page" sx={{ color: 'text.primary' }}>
            {title ?? '…'}
          </Typography>
        </Breadcrumbs>
      )}
      <Stack direction="row" sx={{ justifyContent: level === 'region' ? 'flex-end' : 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {/* The regions' own title is the section's heading already. */}
        {level !== 'region' && (
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 20 }}>
            {t(`staff.places.listTitle.${level}`, { name: title ?? '' })}
          </Typography>
        )}
        {!(level === 'postFilial' && doorDelivery) && (
          <Button variant="contained" startIcon={<Icon path={addIcon} size={20} />} onClick={() => setDialog({ refused: {} })} disabled={level !== 'region' && !title}>
            {t(`staff.places.add.${level}`)}
          </Button>
        )}
      </Stack>
      {level === 'subRegion' && doorDelivery && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.places.doorDelivery')}</Typography>
      )}
      <QueryView
        query={view.read}
        loading={<ListSkeleton label={t('staff.places.loading')} />}
        failure={(retry) => <LoadFailure message={t(readFailure?.reason === 'notFound' ? 'staff.places.notFound' : 'staff.places.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={placesIcon} />} message={t(level === 'postFilial' && doorDelivery ? 'staff.places.doorDelivery' : `staff.places.empty.${level}`)} />
          </Paper>
        }
      >
        {(items) => (
          <PlaceList
            level={level}
            items={doorDelivery ? items.map(({ to: _to, ...item }) => item) : items}
            label={t(`staff.places.listTitle.${level}`, { name: title ?? '' })}
            busyId={busyId}
            onEdit={(item) => setDialog({ item, refused: {} })}
            onToggle={(item) => void toggle(item)}
            onDelete={setRemoving}
          />
        )}
      </QueryView>
      {dialog && (
        <PlaceDialog
          level={level}
          editing={dialog.item !== undefined}
          initial={view.valuesOf(dialog.item)}
          busy={saving}
          refused={dialog.refused}
          onCancel={() => setDialog(undefined)}
          onSave={(values) => void save(values)}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t(`staff.places.confirmTitle.${level}`)}
          text={t('staff.places.confirmText', { name: localizedName(removing, language) })}
          confirm={t('staff.places.delete')}
          busy={saving}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
