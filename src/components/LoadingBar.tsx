import styles from './LoadingBar.module.css';

type LoadingBarProps = {
  /** What is loading, for screen readers. */
  label: string;
  /** The shop's clay, or the staff frame's ink. */
  tone?: 'clay' | 'ink';
};

/** An indeterminate bar while a page's code loads (the shop's and the staff frame's Suspense fallback). */
export function LoadingBar({ label, tone = 'clay' }: LoadingBarProps) {
  return (
    <div role="progressbar" aria-label={label} className={tone === 'ink' ? `${styles.track} ${styles.ink}` : styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
