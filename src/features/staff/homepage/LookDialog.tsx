import { Box, IconButton, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_LOOK_IMAGES, MAX_LOOK_NAME, MAX_LOOK_PRODUCTS } from '../../../../contract/limits';
import type { LookBody, StaffLook } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { deleteIcon } from '../kit/actionIcons';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import { MoveButtons } from './MoveButtons';
import { PictureSlot } from './PictureSlot';
import { ProductPicker } from './ProductPicker';

type LookDialogProps = { look?: StaffLook; busy: boolean; onCancel: () => void; onSave: (body: LookBody) => void };

/** Adds or edits a look: its names, its pictures in order (one at least) and its products in order. */
export function LookDialog({ look, busy, onCancel, onSave }: LookDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useStaffForm({
    initial: { nameUZB: look?.nameUZB ?? '', nameRUS: look?.nameRUS ?? '', images: look?.images ?? [], products: look?.products ?? [] },
    idPrefix: 'look',
    // The names may stay blank (the look is then numbered); a picture is needed.
    check: (values) => (values.images.length === 0 ? { images: t('staff.homepage.pictureRequired') } : {}),
  });
  const { images, products } = form.values;
  const setImages = (next: string[]) => form.set('images', next);
  const submit = form.submit((values) =>
    onSave({ nameUZB: values.nameUZB.trim() || null, nameRUS: values.nameRUS.trim() || null, images: values.images, productIds: values.products.map((product) => product.id) }),
  );

  return (
    <StaffFormDialog dirty={form.dirty} title={look ? t('staff.homepage.looks.editTitle') : t('staff.homepage.looks.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.field('nameUZB')} label={t('staff.homepage.looks.nameUZB')} size="small" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LOOK_NAME } }} />
          <TextField {...form.field('nameRUS')} label={t('staff.homepage.looks.nameRUS')} size="small" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LOOK_NAME } }} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('staff.homepage.looks.nameHint')}</Typography>
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('staff.homepage.looks.pictures')}</Typography>
          {images.length > 0 && (
            <Stack component="ul" direction="row" aria-label={t('staff.homepage.looks.pictures')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, flexWrap: 'wrap' }}>
              {images.map((url, index) => {
                const name = t('staff.homepage.looks.pictureName', { index: index + 1 });
                return (
                  <Stack component="li" key={url} spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Box component="img" src={mediaUrl(url) ?? undefined} alt={name} sx={{ width: 96, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
                    <Stack direction="row">
                      <MoveButtons name={name} first={index === 0} last={index === images.length - 1} busy={false} onMove={(by) => {
                        const next = [...images];
                        [next[index], next[index + by]] = [next[index + by]!, next[index]!];
                        setImages(next);
                      }} />
                      <IconButton size="small" onClick={() => setImages(images.filter((other) => other !== url))} aria-label={t('staff.homepage.removeLabel', { what: name })}>
                        <Icon path={deleteIcon} size={20} />
                      </IconButton>
                    </Stack>
                  </Stack>
                );
              })}
            </Stack>
          )}
          {images.length < MAX_LOOK_IMAGES && (
            <PictureSlot
              label={t('staff.homepage.looks.newPicture')}
              use="look"
              url={null}
              missing={form.problemOf('images') !== undefined}
              onChange={(url) => url && !images.includes(url) && setImages([...images, url])}
            />
          )}
        </Stack>
        <ProductPicker label={t('staff.homepage.looks.products')} chosen={products} onChange={(chosen) => form.set('products', chosen)} max={MAX_LOOK_PRODUCTS} />
      </Stack>
    </StaffFormDialog>
  );
}
