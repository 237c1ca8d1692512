import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './Breadcrumbs.module.css';

type BreadcrumbsProps = {
  /** The navigation landmark's name. */
  label: string;
  /** The links before the current page, outermost first. */
  trail: Array<{ to: string; label: string }>;
  /** The current page's name; null while it loads. */
  current: string | null;
  /** The caller's spacing and size. */
  className?: string;
};

/** The way back up the catalogue, ending with the page itself (plain CSS: it is on the first screen of landings). */
export function Breadcrumbs({ label, trail, current, className }: BreadcrumbsProps) {
  const separator = (
    <li aria-hidden className={styles.separator}>
      /
    </li>
  );
  return (
    <nav aria-label={label} className={className ? `${styles.trail} ${className}` : styles.trail}>
      <ol>
        {trail.map((step, index) => (
          <Fragment key={step.to}>
            {index > 0 && separator}
            <li>
              <RouterLink to={step.to}>{step.label}</RouterLink>
            </li>
          </Fragment>
        ))}
        {current !== null && (
          <>
            {trail.length > 0 && separator}
            <li aria-current="page" className={styles.current}>
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
