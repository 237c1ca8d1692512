import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '../../../../contract/auth';
import { MAX_PASSWORD_LENGTH } from '../../../../contract/limits';
import { phoneError, normalizePhone } from '../../../../machines/accountValidation';
import { errorToast } from '../../../components/errorToast';
import { Icon } from '../../../components/icons/Icon';
import { orderFailure, type OrderFailureReason } from '../../orders/orderFailure';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { visibilityIcon, visibilityOffIcon } from '../kit/staffIcons';
import { saveStaffSession } from '../staffSession';
import type { StaffLoginResponse } from '../types';
import spinner from '../../../components/spinner.module.css';
import styles from './StaffLogin.module.css';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
  type: 'tel' | 'text' | 'password';
  autoComplete: string;
  inputMode?: 'tel';
  maxLength: number;
  /** A button inside the field, after the text (the password's show/hide). */
  end?: ReactNode;
};

/** A labelled text field in the look of MUI's outlined one, with its problem under it and tied to it for screen readers. */
function SignInField({ id, label, error, helperText, end, ...input }: FieldProps) {
  const helperId = `${id}-helper`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={error ? `${styles.label} ${styles.labelError}` : styles.label}>
        {label}
      </label>
      <div className={error ? `${styles.box} ${styles.boxError}` : styles.box}>
        <input id={id} className={styles.input} aria-invalid={error || undefined} aria-describedby={helperText ? helperId : undefined} {...input} />
        {end}
      </div>
      {helperText && (
        <p id={helperId} className={error ? `${styles.helper} ${styles.helperError}` : styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

type StaffLoginProps = {
  /** POST /api/auth/loginUser through the one api (features/staff/api.ts's signInStaff, on the staff store). */
  signIn: (body: LoginBody) => Promise<StaffLoginResponse>;
  /** Called at the first sign of a sign-in (a field focused, the pointer on the button): what comes after can be fetched. */
  onIntent?: () => void;
  /** Called once the session is saved: what follows the sign-in (src/staff.tsx starts the application); a rejection is told as a failed sign-in. */
  onSignedIn?: () => Promise<void>;
};

/**
 * The staff sign-in (POST /api/auth/loginUser): its token is kept apart from any customer's session. Plain React and
 * CSS modules, no MUI: it is the whole first screen of a signed-out visit (issue 33), and the frame shows it too.
 */
export function StaffLogin({ signIn, onIntent, onSignedIn }: StaffLoginProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const form = useStaffForm({
    initial: { phone: '+998 ', password: '' },
    idPrefix: 'staff',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (phoneError(values.phone)) found.phone = t('staff.login.phoneInvalid');
      if (!values.password) found.password = t('staff.login.passwordRequired');
      return found;
    },
  });

  const refused = (reason: OrderFailureReason) => {
    setSending(false);
    // A wrong pair is a 401 here, not an expired session.
    errorToast(t(reason === 'sessionExpired' || reason === 'checkFields' ? 'staff.login.wrong' : `orders.errors.${reason}`));
  };

  const send = async ({ phone, password }: typeof form.values) => {
    const phoneNumber = normalizePhone(phone);
    setSending(true);
    let answer: StaffLoginResponse;
    try {
      answer = await signIn({ phoneNumber, password });
    } catch (error) {
      refused(orderFailure(error).reason);
      return;
    }
    saveStaffSession({ accessToken: answer.accessToken, role: answer.role, phoneNumber });
    // What follows could not be fetched (offline): signed in, but with nothing to show; another try fetches it again.
    await onSignedIn?.().catch(() => refused('network'));
  };

  const passwordToggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-label={passwordShown ? t('account.fields.hidePassword') : t('account.fields.showPassword')}
      aria-pressed={passwordShown}
      onClick={() => setPasswordShown((shown) => !shown)}
    >
      <Icon path={passwordShown ? visibilityOffIcon : visibilityIcon} />
    </button>
  );

  return (
    <div className={styles.card}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.submit((values) => void send(values))}
        onFocus={onIntent}
        onPointerOver={onIntent}
        aria-labelledby="staff-login-title"
      >
        <h1 id="staff-login-title" className={styles.title}>
          {t('staff.login.title')}
        </h1>
        <p className={styles.intro}>{t('staff.login.intro')}</p>
        <SignInField {...form.field('phone')} label={t('account.fields.phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
        <SignInField
          {...form.field('password')}
          label={t('staff.login.password')}
          type={passwordShown ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          end={passwordToggle}
        />
        <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending || undefined}>
          {sending && <span className={`${spinner.spinner} ${styles.spinnerPlace}`} aria-hidden="true" />}
          <span className={sending ? styles.sendingLabel : undefined}>{t('staff.login.submit')}</span>
        </button>
      </form>
    </div>
  );
}
