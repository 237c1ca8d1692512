import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/icons/Icon';
import { arrowDropDown } from '../../../../components/icons/paths';
import { productSorts, type ProductSort } from '../../types';
import styles from './SortSelect.module.css';

type SortSelectProps = { value: ProductSort; onChange: (sort: ProductSort) => void };

/**
 * A native select: on phones it opens the system's own picker, which is the easiest to use there. Drawn like MUI's
 * small outlined field with its label on the border, but plain HTML and CSS: MUI's TextField brings its whole select
 * and menu machinery, and its styling engine, to the page's first load, for a picker the browser provides.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('catalogue.category.sort.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(productSorts.find((sort) => sort === event.target.value) ?? 'new')}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.category.sort.${sort}`)}
          </option>
        ))}
      </select>
      <Icon path={arrowDropDown} className={styles.arrow} />
    </div>
  );
}
