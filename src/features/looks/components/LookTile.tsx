import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../app/config';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { PictureTile, PictureTileSkeleton, pictureGridSx } from '../../../components/PictureTile';
import type { Look } from '../types';

/** Looks in a grid: two a row on phones, `wideColumns` from md up. */
export const lookGridSx = pictureGridSx;

/** A look's first picture with its name and how many things it has; the whole tile opens the look. */
export function LookTile({ look }: { look: Look }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <PictureTile
      to={`/looksDetail/${look.id}`}
      image={mediaUrl(look.images[0]?.url)}
      title={localizedName(look, language) || t('looks.name', { id: look.id })}
      subtitle={t('looks.items', { count: look.products.length })}
    />
  );
}

export function LookTileSkeleton() {
  return <PictureTileSkeleton data-testid="look-tile-skeleton" />;
}
