import { FormControlLabel, MenuItem, Stack, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BANNER_TARGET_TYPES, type BannerTargetType } from '../../../../contract/limits';
import type { BannerBody, HomeProduct, StaffBanner } from '../../../../contract/homepage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useGetLooksQuery } from './api';
import { PictureSlot } from './PictureSlot';
import { ProductPicker } from './ProductPicker';
import { nameIn } from './types';
import { fromShopInput, isHalfTypedMoment, toShopInput } from '../../../components/shopTime';
import { DateField } from '../../../components/DateField';

type BannerDialogProps = { banner?: StaffBanner; busy: boolean; refused: Record<string, string>; onCancel: () => void; onSave: (body: BannerBody) => void };


/** Both moments given, the end not after the start. */
const datesWrongIn = ({ startsAt, endsAt }: { startsAt: string; endsAt: string }) =>
  fromShopInput(startsAt) !== null && fromShopInput(endsAt) !== null && endsAt <= startsAt;

/** The banner's product target as the picker shows it (its name is all the banner list knows). */
const targetProduct = (banner: StaffBanner | undefined): HomeProduct[] =>
  banner?.targetType === 'product'
    ? [{ id: banner.targetId, referenceNumber: `#${banner.targetId}`, nameUZB: banner.targetName?.uz ?? `#${banner.targetId}`, nameRUS: banner.targetName?.ru ?? `#${banner.targetId}`, active: true, image: null }]
    : [];

/** Adds or edits a banner: its four pictures (the Russian pair optional), what it opens, whether and when it shows. */
export function BannerDialog({ banner, busy, refused, onCancel, onSave }: BannerDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const categories = useGetStaffCategoriesQuery();
  const looks = useGetLooksQuery();
  const form = useStaffForm({
    initial: {
      desktopImage: banner?.desktopImage ?? null,
      mobileImage: banner?.mobileImage ?? null,
      desktopImageRUS: banner?.desktopImageRUS ?? null,
      mobileImageRUS: banner?.mobileImageRUS ?? null,
      targetType: banner?.targetType ?? ('category' as BannerTargetType),
      // The target of every type: a product target is also the chosen product below, which sets it.
      targetId: banner?.targetId ?? null,
      product: targetProduct(banner),
      active: banner?.active ?? true,
      startsAt: toShopInput(banner?.startsAt ?? null),
      endsAt: toShopInput(banner?.endsAt ?? null),
    },
    idPrefix: 'banner',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (!values.desktopImage) found.desktopImage = t('staff.homepage.pictureRequired');
      if (!values.mobileImage) found.mobileImage = t('staff.homepage.pictureRequired');
      if (values.targetId === null) found.targetId = t('staff.homepage.banners.targetRequired');
      if (datesWrongIn(values)) found.endsAt = t('staff.homepage.banners.datesWrong');
      if (isHalfTypedMoment(values.startsAt)) found.startsAt = t('common.dateField.wrongTime');
      if (isHalfTypedMoment(values.endsAt)) found.endsAt = t('common.dateField.wrongTime');
      return found;
    },
    refused: {
      ...(refused.targetId ? { targetId: t('staff.homepage.banners.targetRequired') } : {}),
      ...(refused.endsAt ? { endsAt: t('staff.homepage.banners.datesWrong') } : {}),
    },
  });
  const { values, set } = form;
  // The end before the start shows as soon as it is typed; a problem found on saving shows until either moment changes.
  const endsProblem = datesWrongIn(values) ? t('staff.homepage.banners.datesWrong') : form.problemOf('endsAt');
  const setMoment = (name: 'startsAt' | 'endsAt', value: string) => {
    set(name, value);
    form.forget('startsAt', 'endsAt');
  };
  const targetProblem = form.problemOf('targetId');

  // The check has found both pictures and a target before this runs.
  const submit = form.submit((typed) =>
    onSave({
      desktopImage: typed.desktopImage!,
      mobileImage: typed.mobileImage!,
      desktopImageRUS: typed.desktopImageRUS,
      mobileImageRUS: typed.mobileImageRUS,
      targetType: typed.targetType,
      targetId: typed.targetId!,
      active: typed.active,
      startsAt: fromShopInput(typed.startsAt),
      endsAt: fromShopInput(typed.endsAt),
    }),
  );

  const choices =
    values.targetType === 'category'
      ? (categories.data ?? []).map((category) => ({ id: category.id, name: nameIn(language, category) }))
      : (looks.data ?? []).map((look) => ({ id: look.id, name: (language === 'ru' ? look.nameRUS : look.nameUZB) ?? t('staff.homepage.lookNumber', { id: look.id }) }));

  return (
    <StaffFormDialog dirty={form.dirty} title={banner ? t('staff.homepage.banners.editTitle') : t('staff.homepage.banners.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="md" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PictureSlot label={t('staff.homepage.banners.desktop')} use="desktop" url={values.desktopImage} missing={form.problemOf('desktopImage') !== undefined} onChange={(url) => set('desktopImage', url)} />
          <PictureSlot label={t('staff.homepage.banners.mobile')} use="mobile" url={values.mobileImage} missing={form.problemOf('mobileImage') !== undefined} onChange={(url) => set('mobileImage', url)} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PictureSlot label={t('staff.homepage.banners.desktopRu')} use="desktop" url={values.desktopImageRUS} onChange={(url) => set('desktopImageRUS', url)} clearable />
          <PictureSlot label={t('staff.homepage.banners.mobileRu')} use="mobile" url={values.mobileImageRUS} onChange={(url) => set('mobileImageRUS', url)} clearable />
        </Stack>
        <TextField
          select
          label={t('staff.homepage.banners.targetType')}
          value={values.targetType}
          onChange={(event) => {
            const next = event.target.value as BannerTargetType;
            set('targetType', next);
            set('targetId', next === 'product' ? (values.product[0]?.id ?? null) : null);
          }}
          size="small"
        >
          {BANNER_TARGET_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`staff.homepage.banners.targets.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {values.targetType === 'product' ? (
          <ProductPicker
            label={t('staff.homepage.banners.targetProduct')}
            chosen={values.product}
            onChange={(chosen) => {
              set('product', chosen);
              set('targetId', chosen[0]?.id ?? null);
            }}
            max={1}
            single
            invalid={targetProblem !== undefined}
          />
        ) : (
          <TextField
            select
            id="banner-targetId"
            label={t(`staff.homepage.banners.target.${values.targetType}`)}
            value={values.targetId !== null && choices.some((choice) => choice.id === values.targetId) ? String(values.targetId) : ''}
            onChange={(event) => set('targetId', Number(event.target.value))}
            error={targetProblem !== undefined}
            helperText={targetProblem}
            size="small"
            required
          >
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            kind="dateTime"
            label={t('staff.homepage.banners.startsAt')}
            id="banner-startsAt"
            value={values.startsAt}
            onValueChange={(value, text) => setMoment('startsAt', value || text)}
            size="small"
            error={form.problemOf('startsAt') !== undefined}
            helperText={form.problemOf('startsAt') ?? t('staff.homepage.banners.noStart')}
          />
          <DateField
            kind="dateTime"
            label={t('staff.homepage.banners.endsAt')}
            id="banner-endsAt"
            value={values.endsAt}
            onValueChange={(value, text) => setMoment('endsAt', value || text)}
            size="small"
            error={endsProblem !== undefined}
            helperText={endsProblem ?? t('staff.homepage.banners.noEnd')}
          />
        </Stack>
        <FormControlLabel control={<Switch checked={values.active} onChange={(event) => set('active', event.target.checked)} />} label={t('staff.homepage.banners.active')} />
      </Stack>
    </StaffFormDialog>
  );
}
