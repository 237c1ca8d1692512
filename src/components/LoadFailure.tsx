import { Button } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './StatusMessage';

/** A read that failed: what happened and a retry (the profile's sections, addresses, loyalty). */
export function LoadFailure({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<CloudOffOutlinedIcon />}
      message={message ?? t('profile.loadError')}
      action={
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
