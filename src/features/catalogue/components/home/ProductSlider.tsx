import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../../components/product/ProductCard';
import { localizedName } from '../../../../i18n/localized';
import { useLanguage } from '../../../../i18n/useLanguage';
import { FavouriteButton } from '../../../favourites/FavouriteButton';
import type { HomeSlider } from '../../types';
import { HorizontalScroller } from '../HorizontalScroller';
import { SectionHeader } from '../SectionHeader';

/** Phones see two cards and the edge of a third (a hint that the row scrolls); wide screens see four. */
const cardWidth = { xs: '42%', sm: '30%', md: 'calc((100% - 72px) / 4)' };

/** One of the home page's product rows: the category's name, "see all" and its cards. */
export function ProductSlider({ slider }: { slider: HomeSlider }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const name = localizedName(slider.category, language);

  return (
    <section aria-labelledby={titleId}>
      <SectionHeader
        id={titleId}
        title={name}
        more={{ to: `/categoryDetail/${slider.category.id}`, text: t('catalogue.home.seeAll'), label: t('catalogue.home.seeAllOf', { name }) }}
      />
      <HorizontalScroller label={name} itemWidth={cardWidth}>
        {slider.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} action={<FavouriteButton productId={product.id} />} />
          </li>
        ))}
      </HorizontalScroller>
    </section>
  );
}
