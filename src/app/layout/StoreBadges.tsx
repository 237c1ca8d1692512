import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/Icon';
import { externalLinks } from '../../components/externalLinks';
import styles from './Footer.module.css';

/** The Apple mark, as @mui/icons-material draws it. */
const apple = 'M18.71 19.5c-.83 1.24-1.71 2.45-3.05 2.47-1.34.03-1.77-.79-3.29-.79-1.53 0-2 .77-3.27.82-1.31.05-2.3-1.32-3.14-2.53C4.25 17 2.94 12.45 4.7 9.39c.87-1.52 2.43-2.48 4.12-2.51 1.28-.02 2.5.87 3.29.87.78 0 2.26-1.07 3.81-.91.65.03 2.47.26 3.64 1.98-.09.06-2.17 1.28-2.15 3.81.03 3.02 2.65 4.03 2.68 4.04-.03.07-.42 1.44-1.38 2.83M13 3.5c.73-.83 1.94-1.46 2.94-1.5.13 1.17-.34 2.35-1.04 3.19-.69.85-1.83 1.51-2.95 1.42-.15-1.15.41-2.35 1.05-3.11z';

/** The Google Play triangle in its four colours (the icon set has no Play mark). */
function GooglePlayMark() {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
      <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.3-.2-.5-.6-.5-1.1V3.4c0-.5.2-.9.5-1.1Z" fill="#00D7FE" />
      <path d="m16.7 8.7-3.3 3.3-9.8-9.7c.4-.3 1-.3 1.5 0l11.6 6.4Z" fill="#00F076" />
      <path d="m16.7 15.3-11.6 6.4c-.5.3-1.1.3-1.5 0l9.8-9.7 3.3 3.3Z" fill="#FF3A44" />
      <path d="m20.4 13.4-3.7 1.9-3.3-3.3 3.3-3.3 3.7 2c1 .6 1 2.1 0 2.7Z" fill="#FFD500" />
    </svg>
  );
}

type StoreBadgeProps = { href: string; caption: string; store: string; mark: ReactNode };

/** Named by the words it shows ("Yuklab oling App Store"), so a voice-control user can say what they see. */
function StoreBadge({ href, caption, store, mark }: StoreBadgeProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.storeBadge}>
      {mark}
      <span className={styles.storeText}>
        <span className={styles.storeCaption}>{caption}</span>{' '}
        <span className={styles.storeName}>{store}</span>
      </span>
    </a>
  );
}

/** The footer links to the mobile apps in both stores. */
export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <div className={styles.storeBadges}>
      <StoreBadge
        href={externalLinks.appStore}
        caption={t('layout.footer.appStoreCaption')}
        store={t('layout.footer.appStoreName')}
        mark={<Icon path={apple} />}
      />
      <StoreBadge
        href={externalLinks.googlePlay}
        caption={t('layout.footer.googlePlayCaption')}
        store={t('layout.footer.googlePlayName')}
        mark={<GooglePlayMark />}
      />
    </div>
  );
}
