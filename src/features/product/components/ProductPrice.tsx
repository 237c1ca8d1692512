import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import ui from '../../../components/ui.module.css';
import styles from './ProductPrice.module.css';

type ProductPriceProps = { sellPrice: number; sale: number; salePrice: number | null };

/** The big price of the product page: sale price, the old one struck through, and the "-N%" tag. */
export function ProductPrice({ sellPrice, sale, salePrice }: ProductPriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const onSale = sale > 0 && salePrice !== null && salePrice < sellPrice;

  return (
    <div className={styles.price}>
      <p className={onSale ? `${styles.toPay} ${styles.onSale}` : styles.toPay}>{formatPrice(onSale ? salePrice : sellPrice)}</p>
      {onSale && (
        <>
          <p className={styles.old}>
            <span className={ui.visuallyHidden}>{t('price.oldPrice')}</span>
            <del>{formatPrice(sellPrice)}</del>
          </p>
          <span className={styles.discount}>
            <span aria-hidden>{t('product.discount', { percent: sale })}</span>
            <span className={ui.visuallyHidden}>{t('product.discountLabel', { percent: sale })}</span>
          </span>
        </>
      )}
    </div>
  );
}
