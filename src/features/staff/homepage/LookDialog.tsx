import { useState } from 'react';
import { Box, IconButton, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_LOOK_IMAGES, MAX_LOOK_NAME, MAX_LOOK_PRODUCTS } from '../../../../contract/limits';
import type { HomeProduct, StaffLook } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { deleteIcon } from '../kit/actionIcons';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { MoveButtons } from './MoveButtons';
import { PictureSlot } from './PictureSlot';
import { ProductPicker } from './ProductPicker';
import type { LookBody } from './types';

type LookDialogProps = { look?: StaffLook; busy: boolean; onCancel: () => void; onSave: (body: LookBody) => void };

/** Adds or edits a look: its names, its pictures in order (one at least) and its products in order. */
export function LookDialog({ look, busy, onCancel, onSave }: LookDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [nameUZB, setNameUZB] = useState(look?.nameUZB ?? '');
  const [nameRUS, setNameRUS] = useState(look?.nameRUS ?? '');
  const [images, setImages] = useState<string[]>(look?.images ?? []);
  const [products, setProducts] = useState<HomeProduct[]>(look?.products ?? []);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (images.length === 0) return;
    onSave({ nameUZB: nameUZB.trim() || null, nameRUS: nameRUS.trim() || null, images, productIds: products.map((product) => product.id) });
  };

  return (
    <StaffFormDialog title={look ? t('staff.homepage.looks.editTitle') : t('staff.homepage.looks.addTitle')} submitLabel={t('staff.homepage.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm" fullScreen={phone}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('staff.homepage.looks.nameUZB')} value={nameUZB} onChange={(event) => setNameUZB(event.target.value)} size="small" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LOOK_NAME } }} />
          <TextField label={t('staff.homepage.looks.nameRUS')} value={nameRUS} onChange={(event) => setNameRUS(event.target.value)} size="small" fullWidth slotProps={{ htmlInput: { maxLength: MAX_LOOK_NAME } }} />
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
              missing={tried && images.length === 0}
              onChange={(url) => url && !images.includes(url) && setImages([...images, url])}
            />
          )}
        </Stack>
        <ProductPicker label={t('staff.homepage.looks.products')} chosen={products} onChange={setProducts} max={MAX_LOOK_PRODUCTS} />
      </Stack>
    </StaffFormDialog>
  );
}
