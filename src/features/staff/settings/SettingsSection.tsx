import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { StaffHeading } from '../frame/StaffHeading';
import { ListSkeleton } from '../kit/ListSkeleton';
import { settingsIcon } from '../kit/staffIcons';
import { useStaffSession } from '../staffSession';
import { useGetStaffShopSettingsQuery } from './api';
import { ShopSettingsForm } from './ShopSettingsForm';

/** /staff/settings, for ADMINs (the server answers no one else): the shop's contacts, branches, delivery figures, returns and SMS sender. */
export function SettingsSection() {
  const { t } = useTranslation();
  if (useStaffSession()?.role !== 'ADMIN') {
    return (
      <>
        <StaffHeading>{t('staff.sections.settings')}</StaffHeading>
        <Paper variant="outlined">
          <StatusMessage role="alert" icon={<Icon path={settingsIcon} />} message={t('staff.settings.noAccess')} />
        </Paper>
      </>
    );
  }
  return <SettingsEditor />;
}

function SettingsEditor() {
  const { t } = useTranslation();
  const settingsRead = useGetStaffShopSettingsQuery();
  return (
    <>
      <StaffHeading>{t('staff.sections.settings')}</StaffHeading>
      <QueryView
        query={settingsRead}
        loading={<ListSkeleton label={t('staff.settings.loading')} rows={4} />}
        failure={(retry) => <LoadFailure message={t('staff.settings.loadError')} onRetry={retry} />}
      >
        {/* Keyed by the saved values: a save starts the form again from what the server kept. */}
        {(settings) => <ShopSettingsForm key={JSON.stringify(settings)} settings={settings} />}
      </QueryView>
    </>
  );
}
