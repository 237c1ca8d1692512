import type { CSSProperties } from 'react';
import styles from './Icon.module.css';

type IconProps = {
  /** Path data on a 24 x 24 grid: one of ./paths. */
  path: string;
  /** Edge length; 24 px like MUI's medium icons unless given (a number is px, a string any CSS length). */
  size?: number | string;
  className?: string;
  /** A colour other than the text's (currentColor). */
  color?: string;
  style?: CSSProperties;
};

/** A decorative icon, hidden from screen readers: the control around it carries the name. */
export function Icon({ path, size, className, color, style }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={size !== undefined || color ? { width: size, height: size, color, ...style } : style}
    >
      <path d={path} />
    </svg>
  );
}
