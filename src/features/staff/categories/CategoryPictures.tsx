import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { CategoryPictureUpload } from '../pictures/CategoryPictureUpload';

/**
 * A category's two pictures (vertical for the menus, horizontal for the category page's header), each with its upload
 * (the pictures section's CategoryPictureUpload: its checks, progress and refusals).
 */
export function CategoryPictures({ category }: { category: StaffCategory }) {
  const { t } = useTranslation();
  const pictures = [
    { orientation: 'vertical' as const, url: category.verticalImage, label: t('staff.categories.vertical') },
    { orientation: 'horizontal' as const, url: category.horizontalImage, label: t('staff.categories.horizontal') },
  ];
  return (
    <Box component="section" aria-labelledby="category-pictures-title" sx={{ mt: 3 }}>
      <Typography id="category-pictures-title" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('staff.categories.pictures')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        {pictures.map((picture) => (
          <Box key={picture.orientation}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {picture.label}
            </Typography>
            <CategoryPictureUpload categoryId={category.id} orientation={picture.orientation} url={picture.url} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
