import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ui from '../../components/ui.module.css';
import styles from './Header.module.css';

type CountIconLinkProps = {
  to: string;
  icon: ReactNode;
  count: number;
  /** Says the count too (e.g. "Savat: 2"), since the badge itself is only drawn. */
  label: string;
};

/**
 * An icon with a count drawn on its corner, hidden at zero and 99+ above 99. Drawn only: the link around it says the
 * count in its name.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.badgeAnchor}>
      {children}
      {count > 0 && (
        <span aria-hidden className={ui.countBadge}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}

/** A header icon leading to a page, with a count badge. */
export function CountIconLink({ to, icon, count, label }: CountIconLinkProps) {
  return (
    <RouterLink to={to} aria-label={label} className={`${ui.iconButton} ${styles.headerIcon}`}>
      <CountBadge count={count}>{icon}</CountBadge>
    </RouterLink>
  );
}
