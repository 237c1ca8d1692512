import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import ui from '../../../components/ui.module.css';
import styles from './PageHeading.module.css';

type PageHeadingProps = {
  /** Null while the name loads: a skeleton keeps its place. */
  title: string | null;
  subtitle?: ReactNode;
  /** Links before the current page, e.g. the catalogues list. */
  trail?: Array<{ to: string; label: string }>;
  /** Beside the title on wide screens, under it on phones (e.g. "all products"). */
  aside?: ReactNode;
};

/**
 * A catalogue page's breadcrumbs, heading, document title and the line under it. Plain CSS, no MUI: it is the first
 * screen of a category landing, which should not wait for MUI's styling engine.
 */
export function PageHeading({ title, subtitle, trail = [], aside }: PageHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.heading}>
      {title && <title>{`${title} — ${t('app.name')}`}</title>}
      {trail.length > 0 && (
        <Breadcrumbs label={t('catalogue.catalog.breadcrumbs')} trail={trail} current={title} className={styles.trail} />
      )}
      <div className={styles.row}>
        <div className={styles.titles}>
          <h1 className={`${ui.h1} ${styles.title}`}>
            {title ?? <span data-skeleton data-testid="title-skeleton" className={`${ui.skeleton} ${ui.skeletonText} ${styles.titleSkeleton}`} />}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {aside}
      </div>
    </div>
  );
}
