import type { ProductDetail } from '../types';
import { ColourSwatches } from './ColourSwatches';
import { PurchasePanel } from './PurchasePanel';
import { ShopFacts } from './ShopFacts';
import styles from './ProductView.module.css';

/**
 * The product page's controls: the other colours, size, quantity and the cart buttons, then the delivery and payment
 * facts. A chunk of its own, so the picture, name and price show without waiting for it; no MUI, so a phone landing on
 * a product does not evaluate MUI's styling engine before it can tap a size.
 */
export function ProductBuying({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.column}>
      <ColourSwatches color={product.color} variants={product.colorVariants} />
      <PurchasePanel product={product} />
      <ShopFacts />
    </div>
  );
}
