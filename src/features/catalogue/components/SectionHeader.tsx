import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { east } from '../../../components/icons/paths';
import styles from './SectionHeader.module.css';

type SectionHeaderProps = {
  id?: string;
  title: string;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** "See all": where it goes, its visible text and its full name for a screen reader. */
  more?: { to: string; text: string; label: string };
};

/** A home-page section's title with an optional "see all" link on the right. */
export function SectionHeader({ id, title, subtitle, more }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {more && (
        <RouterLink to={more.to} aria-label={more.label} className={styles.more}>
          {more.text}
          <Icon path={east} size={18} />
        </RouterLink>
      )}
    </div>
  );
}
