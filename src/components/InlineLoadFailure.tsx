import { useTranslation } from 'react-i18next';
import styles from './InlineLoadFailure.module.css';
import ui from './ui.module.css';

/**
 * LoadFailure inside a list, a board or a section that keeps its heading: the sentence and an outlined retry, without
 * the page's icon.
 */
export function InlineLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.text}>{message}</p>
      <button type="button" className={`${ui.button} ${ui.outlined}`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
