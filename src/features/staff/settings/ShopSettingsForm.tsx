import { useState, type ReactNode } from 'react';
import { Button, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { ShopSettings } from '../../../../contract/settings';
import { MAX_CONTACT_TEXT, MAX_HOURS_TEXT, MAX_SHOP_NAME } from '../../../../contract/limits';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useUnsavedChangesGuard } from '../kit/useUnsavedChangesGuard';
import { useSaveShopSettingsMutation } from './api';
import { BranchesEditor } from './BranchesEditor';
import { checkSettings, toBody, toValues, type SettingsValues } from './settingsForm';

const idPrefix = 'settings';

/** The server's field messages (its 400's `fields`, "branches/0/nameUz" and the like) by the form's own field names. */
function refusedFields(fields: Record<string, string>): FieldProblems<SettingsValues> {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split(/[/.]/).find(Boolean) ?? path, message]));
}

/** The settings form: the shop, its contacts and hours, delivery, returns, the SMS sender and the branches. */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('settings');
  const [save, saving] = useSaveShopSettingsMutation();
  const [refused, setRefused] = useState<FieldProblems<SettingsValues>>({});
  const initial = toValues(settings);
  const form = useStaffForm({ initial, idPrefix, check: (values) => checkSettings(values, t), refused });
  const { values } = form;
  const { guard } = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initial));

  const submit = form.submit(async (checked) => {
    setRefused({});
    try {
      await save(toBody(checked)).unwrap();
      enqueueSnackbar(t('staff.settings.saved'), { variant: 'success' });
    } catch (error) {
      const { reason, fields } = failed(error);
      if (reason === 'checkFields') setRefused(refusedFields(fields));
    }
  });

  const text = (name: 'shopName' | 'phoneNumber' | 'telegram' | 'email' | 'hoursUz' | 'hoursRu' | 'smsSender', maxLength: number, hint?: string) => (
    <TextField {...form.field(name, hint)} label={t(`staff.settings.fields.${name}`)} required size="small" slotProps={{ htmlInput: { maxLength } }} fullWidth />
  );
  const amount = (name: 'deliveryFee' | 'freeDeliveryFrom' | 'returnWindowDays', unit: string, hint?: string) => (
    <TextField
      {...form.field(name, hint)}
      label={t(`staff.settings.fields.${name}`)}
      required
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }}
      fullWidth
    />
  );
  const part = (titleKey: 'shop' | 'delivery' | 'messages', children: ReactNode) => (
    <Paper component="section" aria-labelledby={`settings-${titleKey}-title`} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography id={`settings-${titleKey}-title`} component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t(`staff.settings.parts.${titleKey}`)}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      {guard}
      {part('shop', (
        <>
          {text('shopName', MAX_SHOP_NAME)}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {text('phoneNumber', 13, t('staff.settings.hints.phoneNumber'))}
            {text('telegram', 33)}
            {text('email', MAX_CONTACT_TEXT)}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {text('hoursUz', MAX_HOURS_TEXT)}
            {text('hoursRu', MAX_HOURS_TEXT)}
          </Stack>
        </>
      ))}
      {part('delivery', (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {amount('deliveryFee', t('staff.settings.units.soum'))}
          {amount('freeDeliveryFrom', t('staff.settings.units.soum'))}
          {amount('returnWindowDays', t('staff.settings.units.days'))}
        </Stack>
      ))}
      {part('messages', text('smsSender', 11, t('staff.settings.hints.smsSender')))}
      <BranchesEditor
        id={`${idPrefix}-branches`}
        branches={values.branches}
        onChange={(branches) => form.set('branches', branches)}
        problem={form.problemOf('branches')}
      />
      <Button type="submit" variant="contained" loading={saving.isLoading} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('staff.settings.save')}
      </Button>
    </Stack>
  );
}
