import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '../../../../contract/cartLimits';
import { Icon } from '../../../components/icons/Icon';
import { localMallOutlined } from '../../../components/icons/paths';
import ui from '../../../components/ui.module.css';
import spinner from '../../../components/spinner.module.css';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { useMiniAppMainAction } from '../../telegram/mainAction';
import type { ProductSize } from '../../../../contract/product';
import type { ProductDetail } from '../types';
import { useAddToCart } from '../useAddToCart';
import { QuantityStepper } from './QuantityStepper';
import { SizePicker } from './SizePicker';
import { boltOutlined, reportProblemOutlined } from './productIcons';
import styles from './PurchasePanel.module.css';

/** At or below this stock the shopper is told how few are left. */
export const LOW_STOCK_FROM = 3;

type PurchasePanelProps = { product: ProductDetail };

/** Size, quantity, add to cart, buy now and the heart; an inactive product only says it is gone. */
export function PurchasePanel({ product }: PurchasePanelProps) {
  const { t } = useTranslation();
  const inStockSizes = product.sizes.filter((size) => size.quantity > 0);
  // A product sold in a single size needs no choice.
  const [selected, setSelected] = useState<ProductSize | null>(
    product.sizes.length === 1 ? (inStockSizes[0] ?? null) : null,
  );
  const [quantity, setQuantity] = useState(1);
  const [showMissingSize, setShowMissingSize] = useState(false);
  const firstSizeRef = useRef<HTMLButtonElement>(null);
  const { add, adding } = useAddToCart();
  const soldOut = inStockSizes.length === 0;

  const submit = (thenCheckout: boolean) => {
    if (!selected) {
      setShowMissingSize(true);
      firstSizeRef.current?.focus();
      return undefined;
    }
    return add({ productId: product.id, productSizeVariantId: selected.productSizeVariantId, quantity, stock: selected.quantity, thenCheckout });
  };
  // Inside Telegram its MainButton adds to the cart as the page's button does; until a size is chosen it asks for one.
  useMiniAppMainAction(
    product.active && !soldOut ? { kind: selected ? 'addToCart' : 'chooseSize', busy: adding, run: () => submit(false) } : null,
  );

  if (!product.active) {
    return (
      <div role="alert" className={styles.gone}>
        <Icon path={reportProblemOutlined} size={22} className={styles.goneIcon} />
        <div>
          <p className={styles.goneTitle}>{t('product.inactive.title')}</p>
          <p className={styles.goneText}>{t('product.inactive.message')}</p>
        </div>
      </div>
    );
  }

  // Sizes from the server may include one that has just sold out; never offer more than is left.
  const maxQuantity = Math.max(1, Math.min(selected?.quantity ?? Math.max(1, ...inStockSizes.map((size) => size.quantity)), MAX_LINE_QUANTITY));

  const chooseSize = (size: ProductSize) => {
    setSelected(size);
    setShowMissingSize(false);
    setQuantity((current) => Math.min(current, size.quantity));
  };

  return (
    <div className={styles.panel}>
      {product.sizes.length > 0 && (
        <div>
          <SizePicker
            sizes={product.sizes}
            selectedId={selected?.productSizeVariantId ?? null}
            onSelect={chooseSize}
            showMissingSize={showMissingSize}
            firstChoosableRef={firstSizeRef}
          />
          {selected && selected.quantity <= LOW_STOCK_FROM && (
            <p role="status" className={`${styles.stockNote} ${styles.lowStock}`}>
              {t('product.stock.onlyLeft', { count: selected.quantity })}
            </p>
          )}
          {soldOut && <p className={styles.stockNote}>{t('product.stock.allSoldOut')}</p>}
        </div>
      )}
      {!soldOut && <QuantityStepper value={quantity} max={maxQuantity} onChange={setQuantity} disabled={adding} />}
      <div className={styles.actions}>
        <div className={styles.row}>
          <button
            type="button"
            disabled={soldOut || adding}
            onClick={() => submit(false)}
            className={`${ui.button} ${ui.large} ${styles.action} ${styles.addToCart}`}
          >
            {adding ? <span aria-hidden className={`${spinner.spinner} ${styles.spinnerSize}`} /> : <Icon path={localMallOutlined} size={22} />}
            {soldOut ? t('product.stock.soldOut') : t('product.actions.addToCart')}
          </button>
          <div className={styles.heart}>
            <FavouriteButton productId={product.id} variant="plain" />
          </div>
        </div>
        {!soldOut && (
          <button
            type="button"
            disabled={adding}
            onClick={() => submit(true)}
            className={`${ui.button} ${ui.outlined} ${ui.large} ${styles.action} ${styles.buyNow}`}
          >
            <Icon path={boltOutlined} size={22} />
            {t('product.actions.buyNow')}
          </button>
        )}
      </div>
    </div>
  );
}
