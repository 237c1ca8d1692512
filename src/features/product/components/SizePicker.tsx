import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui.module.css';
import type { ProductSize } from '../../../../contract/product';
import styles from './SizePicker.module.css';

type SizePickerProps = {
  sizes: ProductSize[];
  selectedId: number | null;
  onSelect: (size: ProductSize) => void;
  /** Shown under the buttons when the shopper tried to buy without choosing a size. */
  showMissingSize: boolean;
  /** The first size that can be chosen, so "choose a size first" can move the focus there. */
  firstChoosableRef?: Ref<HTMLButtonElement>;
};

/** One button per size; a sold-out size is struck through and cannot be chosen. */
export function SizePicker({ sizes, selectedId, onSelect, showMissingSize, firstChoosableRef }: SizePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const firstChoosable = sizes.find((size) => size.quantity > 0);

  return (
    <div>
      <p id={labelId} className={styles.label}>
        {t('product.size.label')}
      </p>
      <div role="group" aria-labelledby={labelId} aria-describedby={showMissingSize ? errorId : undefined} className={styles.sizes}>
        {sizes.map((size) => {
          const soldOut = size.quantity <= 0;
          const selected = size.productSizeVariantId === selectedId;
          const state = selected ? styles.selected : showMissingSize ? styles.missing : '';
          return (
            <button
              type="button"
              key={size.productSizeVariantId}
              ref={size === firstChoosable ? firstChoosableRef : undefined}
              disabled={soldOut}
              aria-pressed={selected}
              onClick={() => onSelect(size)}
              className={`${styles.size} ${state}`}
            >
              {soldOut ? <del>{size.size}</del> : size.size}
              {soldOut && <span className={ui.visuallyHidden}>{`, ${t('product.size.soldOut')}`}</span>}
            </button>
          );
        })}
      </div>
      {showMissingSize && (
        <p id={errorId} role="alert" className={styles.error}>
          {t('product.size.chooseFirst')}
        </p>
      )}
    </div>
  );
}
