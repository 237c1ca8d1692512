import { useTranslation } from 'react-i18next';
import ui from './ui.module.css';
import styles from './Price.module.css';

const noBreakSpace = '\u00A0';

/** 400000 -> "400 000", grouped with non-breaking spaces so a price never wraps inside the number. */
export function groupThousands(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, noBreakSpace);
}

/** "400 000 so‘m" / "400 000 сум": the amount and the currency word of the interface language. */
export function useFormatPrice(): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => t('price.amount', { amount: groupThousands(amount) });
}

type PriceProps = {
  sellPrice: number;
  /** The sale price, or null when the product is not discounted. */
  salePrice: number | null;
  size?: 'small' | 'medium';
  className?: string;
};

/** The price to pay; on sale, the sale price in the accent colour and the old one struck through after it. */
export function Price({ sellPrice, salePrice, size = 'medium', className }: PriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const onSale = salePrice !== null && salePrice < sellPrice;
  const sizeClass = size === 'small' ? styles.small : styles.medium;

  return (
    <div className={[styles.price, sizeClass, className].filter(Boolean).join(' ')}>
      <span className={onSale ? `${styles.toPay} ${styles.onSale}` : styles.toPay}>{formatPrice(onSale ? salePrice : sellPrice)}</span>
      {onSale && (
        <span className={styles.old}>
          <span className={ui.visuallyHidden}>{t('price.oldPrice')}</span>
          <del>{formatPrice(sellPrice)}</del>
        </span>
      )}
    </div>
  );
}
