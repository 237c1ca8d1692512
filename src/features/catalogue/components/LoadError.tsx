import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { StatusMessage } from '../../../components/StatusMessage';
import ui from '../../../components/ui.module.css';

type LoadErrorProps = { message: string; onRetry: () => void };

/** A read that failed even after the automatic retries: say so and offer one more try. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<Icon path={cloudOffOutlined} />}
      message={message}
      action={
        <button type="button" className={ui.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
