import { useState } from 'react';
import { FormControlLabel, MenuItem, Stack, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BANNER_TARGET_TYPES, type BannerTargetType } from '../../../../contract/limits';
import type { HomeProduct, StaffBanner } from '../../../../contract/homepage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useGetStaffCategoriesQuery } from '../categories/api';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useGetLooksQuery } from './api';
import { PictureSlot } from './PictureSlot';
import { ProductPicker } from './ProductPicker';
import { nameIn, type BannerBody } from './types';

type BannerDialogProps = { banner?: StaffBanner; busy: boolean; refused: Record<string, string>; onCancel: () => void; onSave: (body: BannerBody) => void };

/** An ISO moment as a datetime-local field's value, in the browser's time zone. */
function localValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

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
  const [desktopImage, setDesktop] = useState(banner?.desktopImage ?? null);
  const [mobileImage, setMobile] = useState(banner?.mobileImage ?? null);
  const [desktopImageRUS, setDesktopRu] = useState(banner?.desktopImageRUS ?? null);
  const [mobileImageRUS, setMobileRu] = useState(banner?.mobileImageRUS ?? null);
  const [targetType, setTargetType] = useState<BannerTargetType>(banner?.targetType ?? 'category');
  const [targetId, setTargetId] = useState<number | null>(banner?.targetId ?? null);
  const [product, setProduct] = useState<HomeProduct[]>(targetProduct(banner));
  const [active, setActive] = useState(banner?.active ?? true);
  const [startsAt, setStartsAt] = useState(localValue(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localValue(banner?.endsAt ?? null));
  const [tried, setTried] = useState(false);

  const target = targetType === 'product' ? (product[0]?.id ?? null) : targetId;
  const datesWrong = startsAt !== '' && endsAt !== '' && new Date(endsAt) <= new Date(startsAt);
  const targetMissing = target === null || Boolean(refused.targetId);

  const submit = () => {
    setTried(true);
    if (!desktopImage || !mobileImage || target === null || datesWrong) return;
    onSave({ desktopImage, mobileImage, desktopImageRUS, mobileImageRUS, targetType, targetId: target, active, startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) });
  };

  const choices =
    targetType === 'category'
      ? (categories.data ?? []).map((category) => ({ id: category.id, name: nameIn(language, category) }))
      : (looks.data ?? []).map((look) => ({ id: look.id, name: (language === 'ru' ? look.nameRUS : look.nameUZB) ?? t('staff.homepage.lookNumber', { id: look.id }) }));

  return (
    <StaffFormDialog title={banner ? t('staff.homepage.banners.editTitle') : t('staff.homepage.banners.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="md" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PictureSlot label={t('staff.homepage.banners.desktop')} use="desktop" url={desktopImage} missing={tried && !desktopImage} onChange={setDesktop} />
          <PictureSlot label={t('staff.homepage.banners.mobile')} use="mobile" url={mobileImage} missing={tried && !mobileImage} onChange={setMobile} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PictureSlot label={t('staff.homepage.banners.desktopRu')} use="desktop" url={desktopImageRUS} onChange={setDesktopRu} clearable />
          <PictureSlot label={t('staff.homepage.banners.mobileRu')} use="mobile" url={mobileImageRUS} onChange={setMobileRu} clearable />
        </Stack>
        <TextField
          select
          label={t('staff.homepage.banners.targetType')}
          value={targetType}
          onChange={(event) => {
            setTargetType(event.target.value as BannerTargetType);
            setTargetId(null);
          }}
          size="small"
        >
          {BANNER_TARGET_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`staff.homepage.banners.targets.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {targetType === 'product' ? (
          <ProductPicker label={t('staff.homepage.banners.targetProduct')} chosen={product} onChange={setProduct} max={1} single invalid={tried && targetMissing} />
        ) : (
          <TextField
            select
            label={t(`staff.homepage.banners.target.${targetType}`)}
            value={targetId !== null && choices.some((choice) => choice.id === targetId) ? String(targetId) : ''}
            onChange={(event) => setTargetId(Number(event.target.value))}
            error={tried && targetMissing}
            helperText={tried && targetMissing ? t('staff.homepage.banners.targetRequired') : undefined}
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
          <TextField
            type="datetime-local"
            label={t('staff.homepage.banners.startsAt')}
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={t('staff.homepage.banners.noStart')}
          />
          <TextField
            type="datetime-local"
            label={t('staff.homepage.banners.endsAt')}
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            size="small"
            error={datesWrong || Boolean(refused.endsAt)}
            helperText={datesWrong || refused.endsAt ? t('staff.homepage.banners.datesWrong') : t('staff.homepage.banners.noEnd')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />} label={t('staff.homepage.banners.active')} />
      </Stack>
    </StaffFormDialog>
  );
}
