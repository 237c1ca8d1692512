import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import ui from '../../../components/ui.module.css';
import { addRounded, removeRounded } from './productIcons';
import styles from './QuantityStepper.module.css';

type QuantityStepperProps = {
  value: number;
  /** The most that may be chosen (the stock of the chosen size); never below 1. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** − 1 +: the quantity to add, from 1 up to `max`. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const atMax = value >= max;

  return (
    <div>
      <p id={labelId} className={styles.label}>
        {t('product.quantity.label')}
      </p>
      <div role="group" aria-labelledby={labelId} className={styles.group}>
        <button
          type="button"
          className={`${ui.iconButton} ${styles.step}`}
          aria-label={t('product.quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Icon path={removeRounded} size={20} />
        </button>
        <output aria-live="polite" aria-label={t('product.quantity.value', { count: value })} className={styles.value}>
          {value}
        </output>
        <button
          type="button"
          className={`${ui.iconButton} ${styles.step}`}
          aria-label={t('product.quantity.increase')}
          disabled={disabled || atMax}
          onClick={() => onChange(value + 1)}
        >
          <Icon path={addRounded} size={20} />
        </button>
      </div>
    </div>
  );
}
