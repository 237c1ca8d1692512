import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../i18n/localized';
import { useLanguage } from '../../i18n/useLanguage';
import { Price } from '../Price';
import ui from '../ui.module.css';
import { RatingLine } from './RatingLine';
import { ProductPicture } from './ProductPicture';
import { CARD_PICTURE_SIZES } from '../../../contract/cardPictureSizes';
import { pictureSources, productImageSize } from './productImage';
import styles from './ProductCard.module.css';
import type { ProductCard as ProductCardData } from './types';

type ProductCardProps = {
  product: ProductCardData;
  /** Called when the card's link is followed (e.g. to close the overlay that shows it). */
  onOpen?: () => void;
  /**
   * A control drawn top-right over the picture, outside the link: features pass their heart button
   * (shared components do not import features).
   */
  action?: ReactNode;
  /** On the first screen: the picture is fetched at once, not when the browser gets round to lazy images. */
  eager?: boolean;
};

/**
 * One product in a list: a link to its page with the picture and the name, then the price and rating. The link holds
 * only the picture and the name, so the name it is read by is all the text it shows (a name given by aria-labelledby
 * that left out the badges and price inside it did not match what a voice-control user sees). The badges, the
 * status, the price and the rating sit beside it as its description, and the link's area still covers the whole card.
 */
export function ProductCard({ product, onOpen, action, eager = false }: ProductCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const badgesId = `${id}-badges`;
  const statusId = `${id}-status`;
  const priceId = `${id}-price`;
  const ratingId = `${id}-rating`;
  const name = localizedName(product, language);
  const picture = pictureSources(product.productImages[0]);
  const unavailable = !product.active ? t('productCard.inactive') : !product.inStock ? t('productCard.soldOut') : null;
  const onSale = product.sale > 0 && product.salePrice !== null;
  const rated = product.reviewCount > 0 && product.averageRating !== null;
  const hasBadges = product.isNew || onSale;
  const describedBy = [hasBadges && badgesId, unavailable && statusId, priceId, rated && ratingId].filter(Boolean).join(' ');
  const textClass = unavailable ? `${styles.text} ${styles.textUnavailable}` : styles.text;

  return (
    <article className={styles.card}>
      <RouterLink to={`/productDetail/${product.id}`} onClick={onOpen} aria-describedby={describedBy} className={styles.link}>
        <div className={styles.picture}>
          {picture ? (
            <ProductPicture
              picture={picture}
              sizes={CARD_PICTURE_SIZES}
              // The name follows as text; repeating it as alt text would make a screen reader say it twice.
              alt=""
              width={productImageSize.width}
              height={productImageSize.height}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              // The first row paints with the page (its pictures are preloaded), not a frame after it.
              decoding={eager ? 'sync' : 'async'}
              className={unavailable ? `${styles.image} ${styles.imageUnavailable}` : styles.image}
            />
          ) : (
            <span aria-hidden className={styles.initial}>
              {name.charAt(0).toUpperCase()}
            </span>
          )}
        </div>
        <div className={textClass}>
          <h3 className={styles.name}>{name}</h3>
        </div>
      </RouterLink>
      {/* Over the picture, outside the link; clicks go through to it. */}
      <div className={styles.overPicture}>
        <div id={badgesId} className={styles.badges}>
          {product.isNew && <span className={`${styles.badge} ${styles.badgeNew}`}>{t('productCard.new')}</span>}
          {onSale && (
            <span className={`${styles.badge} ${styles.badgeSale}`}>
              <span aria-hidden>{t('productCard.discount', { percent: product.sale })}</span>
              <span className={ui.visuallyHidden}>{t('productCard.discountLabel', { percent: product.sale })}</span>
            </span>
          )}
        </div>
        {unavailable && (
          <span id={statusId} className={styles.status}>
            {unavailable}
          </span>
        )}
      </div>
      <div className={unavailable ? styles.textUnavailable : undefined}>
        <div id={priceId} className={styles.line}>
          <Price sellPrice={product.sellPrice} salePrice={onSale ? product.salePrice : null} size="small" />
        </div>
        {rated && (
          <div id={ratingId} className={styles.line}>
            <RatingLine rating={product.averageRating ?? 0} reviewCount={product.reviewCount} />
          </div>
        )}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
