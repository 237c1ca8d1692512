import { Button, Container } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/StatusMessage';

/**
 * Shown when a page throws while rendering or its code chunk fails to load (typically an old tab after
 * a release replaced the hashed files); reloading fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm">
      <StatusMessage
        role="alert"
        icon={<ErrorOutlineIcon />}
        message={t('routeError.message')}
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </Container>
  );
}
