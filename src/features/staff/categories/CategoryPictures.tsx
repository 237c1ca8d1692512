import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffCategory } from '../../../../contract/taxonomy';

/**
 * A category's two pictures (vertical for the menus, horizontal for the category page's header), shown as they are.
 * Uploading them is the pictures section's CategoryPictureUpload, to be embedded here when it lands.
 */
export function CategoryPictures({ category }: { category: StaffCategory }) {
  const { t } = useTranslation();
  const pictures = [
    { key: 'vertical', url: category.verticalImage, label: t('staff.categories.vertical'), ratio: '3 / 4', width: 120 },
    { key: 'horizontal', url: category.horizontalImage, label: t('staff.categories.horizontal'), ratio: '16 / 9', width: 200 },
  ];
  return (
    <Box component="section" aria-labelledby="category-pictures-title" sx={{ mt: 3 }}>
      <Typography id="category-pictures-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('staff.categories.pictures')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {pictures.map((picture) => (
          <Box component="figure" key={picture.key} sx={{ m: 0 }}>
            {picture.url ? (
              <Box
                component="img"
                src={picture.url}
                alt={picture.label}
                sx={{ display: 'block', width: picture.width, aspectRatio: picture.ratio, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              />
            ) : (
              <Box
                sx={{ width: picture.width, aspectRatio: picture.ratio, borderRadius: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', display: 'grid', placeItems: 'center', color: 'text.secondary', fontSize: 14, textAlign: 'center', p: 1 }}
              >
                {t('staff.categories.noPicture')}
              </Box>
            )}
            <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {picture.label}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
