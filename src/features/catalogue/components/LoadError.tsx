import { Button } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/StatusMessage';

type LoadErrorProps = { message: string; onRetry: () => void };

/** A read that failed even after the automatic retries: say so and offer one more try. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<CloudOffOutlinedIcon />}
      message={message}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
