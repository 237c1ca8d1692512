import { useTranslation } from 'react-i18next';
import type { LoginBody } from '../../../../contract/auth';
import type { StaffLoginResponse } from '../types';
import { SignInLanguageSwitch } from './SignInLanguageSwitch';
import { StaffLogin } from './StaffLogin';
import styles from './StaffPage.module.css';

type StaffSignInPageProps = {
  /** The merchant is about to sign in: the application can be fetched meanwhile. */
  onIntent: () => void;
  /** The sign-in's call (src/staff.tsx makes it through the one api, on the store it loads meanwhile). */
  signIn: (body: LoginBody) => Promise<StaffLoginResponse>;
  onSignedIn: () => Promise<void>;
};

/**
 * What a signed-out visit to /staff/... opens with: the frame's bar (the application's name, the language) and the
 * sign-in, drawn as StaffFrame.tsx draws them (StaffPage.module.css), without MUI, the store or the router
 * (src/staff.tsx starts the application once the merchant has signed in; issue 33). Search engines are asked to pass
 * by, as on every staff page.
 */
export function StaffSignInPage({ onIntent, signIn, onSignedIn }: StaffSignInPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <meta name="robots" content="noindex, nofollow" />
      <title>{`${t('staff.login.title')} — ${t('staff.frame.appName')}`}</title>
      <a href="#staff-main" className={styles.skipLink}>
        {t('staff.frame.skipToContent')}
      </a>
      <header className={styles.bar}>
        <p className={styles.appName}>{t('staff.frame.appName')}</p>
        <SignInLanguageSwitch />
      </header>
      <main id="staff-main" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>
          <StaffLogin onIntent={onIntent} signIn={signIn} onSignedIn={onSignedIn} />
        </div>
      </main>
    </div>
  );
}
