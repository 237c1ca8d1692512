import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icons/Icon';
import { errorOutlineOutlined } from '../components/icons/paths';
import { StatusMessage } from '../components/StatusMessage';
import ui from '../components/ui.module.css';

/**
 * Shown when a page throws while rendering or its code chunk fails to load (typically an old tab after
 * a release replaced the hashed files); reloading fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className={ui.container}>
      <StatusMessage
        role="alert"
        icon={<Icon path={errorOutlineOutlined} />}
        message={t('routeError.message')}
        action={
          <button type="button" className={ui.button} onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
        }
      />
    </div>
  );
}
