import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../../app/config';
import { PictureTile, PictureTileSkeleton, pictureGridClass } from '../../../../components/PictureTile';
import { QueryView } from '../../../../components/QueryView';
import { localizedName } from '../../../../i18n/localized';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useGetLookCollectionQuery } from '../../api';
import type { Look } from '../../types';
import { SectionHeader } from '../SectionHeader';

export const teaserLookCount = 4;

const gridColumns = { '--wide-columns': teaserLookCount } as CSSProperties;

/** The teaser's texts are the catalogue's, which the home page has loaded (the looks area's load on demand). */
function LookTile({ look }: { look: Look }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <PictureTile
      to={`/looksDetail/${look.id}`}
      image={mediaUrl(look.images[0]?.url)}
      title={localizedName(look, language) || t('catalogue.home.looks.name', { id: look.id })}
      subtitle={t('catalogue.home.looks.items', { count: look.products.length })}
    />
  );
}

/** A glimpse of the looks (outfits put together by the shop) with a way to all of them. */
export function LooksTeaser() {
  const { t } = useTranslation();
  const titleId = useId();
  const looksRead = useGetLookCollectionQuery();

  if (looksRead.data?.length === 0) return null;

  return (
    <section aria-labelledby={titleId}>
      <SectionHeader
        id={titleId}
        title={t('catalogue.home.looks.title')}
        subtitle={t('catalogue.home.looks.subtitle')}
        more={{ to: '/looks', text: t('catalogue.home.seeAll'), label: t('catalogue.home.looks.all') }}
      />
      <QueryView
        query={looksRead}
        loading={
          <ul role="status" aria-label={t('catalogue.home.looks.loading')} className={pictureGridClass} style={gridColumns}>
            {Array.from({ length: teaserLookCount }, (_, index) => (
              <li key={index}>
                <PictureTileSkeleton />
              </li>
            ))}
          </ul>
        }
        failure={t('catalogue.home.looks.error')}
      >
        {(looks) => (
          <ul aria-labelledby={titleId} className={pictureGridClass} style={gridColumns}>
            {looks.slice(0, teaserLookCount).map((look) => (
              <li key={look.id}>
                <LookTile look={look} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
