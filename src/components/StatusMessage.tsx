import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

type StatusMessageProps = {
  icon: ReactNode;
  message: string;
  action?: ReactNode;
  /** 'alert' for failures the user should hear about at once; 'status' for calm news like an empty list. */
  role?: 'alert' | 'status';
};

/** The centred icon, sentence and optional button that pages show when they have nothing to list. */
export function StatusMessage({ icon, message, action, role = 'status' }: StatusMessageProps) {
  return (
    <div role={role} className={styles.message}>
      <div aria-hidden className={styles.icon}>
        {icon}
      </div>
      <p className={styles.text}>{message}</p>
      {action}
    </div>
  );
}
