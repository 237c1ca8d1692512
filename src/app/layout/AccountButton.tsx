import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { Icon } from '../../components/icons/Icon';
import { personOutlined } from '../../components/icons/paths';
import ui from '../../components/ui.module.css';
import styles from './Header.module.css';

// Only a signed-in customer sees an avatar: its code (and the profile read behind it) is a chunk of its own, so a
// visitor's first load does not carry it.
const CustomerAvatarLink = lazy(() =>
  import(/* webpackChunkName: "header-avatar" */ './CustomerAvatarLink').then(({ CustomerAvatarLink }) => ({ default: CustomerAvatarLink })),
);

/** A customer's avatar goes to their profile; a visitor gets the login and registration panel. */
export function AccountButton({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { t } = useTranslation();
  const session = useSession();

  if (!session) {
    return (
      <button
        type="button"
        aria-label={t('layout.header.login')}
        aria-haspopup="dialog"
        onClick={onOpenAccount}
        className={`${ui.iconButton} ${styles.headerIcon}`}
      >
        <Icon path={personOutlined} />
      </button>
    );
  }
  return (
    // The avatar's place, the same size, while its code arrives.
    <Suspense fallback={<span aria-hidden className={`${ui.iconButton} ${styles.avatarButton} ${styles.avatarPlace}`} />}>
      <CustomerAvatarLink customerId={session.customerId} />
    </Suspense>
  );
}
