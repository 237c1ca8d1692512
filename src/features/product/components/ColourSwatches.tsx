import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductColor } from '../../../components/product/types';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ColorVariant } from '../../../../contract/product';
import styles from './ColourSwatches.module.css';

type ColourSwatchesProps = {
  /** The colour of the product on screen. */
  color: ProductColor;
  /** The other colours of the same reference number, each its own product page. */
  variants: ColorVariant[];
};

/** "Colour: Black" and a swatch for each colour; the others link to their own pages. */
export function ColourSwatches({ color, variants }: ColourSwatchesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  return (
    <div>
      <p className={styles.heading}>
        <span className={styles.label}>{t('product.colour.label')}</span>{' '}
        <span className={styles.name}>{localizedName(color, language)}</span>
      </p>
      <ul className={styles.list}>
        <li>
          <span
            role="img"
            aria-label={t('product.colour.current', { colour: localizedName(color, language) })}
            aria-current="true"
            className={`${styles.swatch} ${styles.selected}`}
            style={{ backgroundColor: color.colorCode }}
          />
        </li>
        {variants.map((variant) => {
          const name = localizedName(variant.color, language);
          const background = { backgroundColor: variant.color.colorCode };
          return (
            <li key={variant.productId}>
              {variant.active ? (
                <RouterLink
                  to={`/productDetail/${variant.productId}`}
                  aria-label={t('product.colour.other', { colour: name })}
                  title={name}
                  className={`${styles.swatch} ${styles.other}`}
                  style={background}
                />
              ) : (
                <span
                  role="img"
                  aria-label={t('product.colour.unavailable', { colour: name })}
                  aria-disabled="true"
                  title={t('product.colour.unavailable', { colour: name })}
                  className={`${styles.swatch} ${styles.inactive}`}
                  style={background}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
