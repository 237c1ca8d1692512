import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';

/** The LIBOS word mark; it always leads home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <RouterLink to="/" aria-label={t('app.logoLabel')} className={styles.logo}>
      {t('app.logo')}
    </RouterLink>
  );
}
