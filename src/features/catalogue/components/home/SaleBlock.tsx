import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { discountsCategoryId } from '../../../../app/config';
import { Icon } from '../../../../components/icons/Icon';
import { east } from '../../../../components/icons/paths';
import ui from '../../../../components/ui.module.css';
import styles from './SaleBlock.module.css';

/** The invitation to the discounts category (config.discountsCategoryId). */
export function SaleBlock() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-sale-title" className={styles.block}>
      <span aria-hidden className={styles.ring} />
      <div className={styles.texts}>
        <p className={styles.overline}>{t('catalogue.home.sale.overline')}</p>
        <h2 id="home-sale-title" className={styles.title}>
          {t('catalogue.home.sale.title')}
        </h2>
        <p className={styles.text}>{t('catalogue.home.sale.text')}</p>
      </div>
      <RouterLink to={`/categoryDetail/${discountsCategoryId}`} className={`${ui.button} ${ui.large} ${styles.cta}`}>
        {t('catalogue.home.sale.cta')}
        <Icon path={east} size={20} />
      </RouterLink>
    </section>
  );
}
