import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { externalLinks } from '../../components/externalLinks';
import { discountsCategoryId } from '../config';
import { Icon } from '../../components/icons/Icon';
import ui from '../../components/ui.module.css';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { formatPhone } from '../../components/formatPhone';
import { telegramLink, useGetShopSettingsQuery } from '../../features/settings/api';
import { StoreBadges } from './StoreBadges';
import styles from './Footer.module.css';

// The social networks' marks (as @mui/icons-material draws them), here rather than in icons/paths.ts: the footer is
// its own chunk, rendered when the shopper scrolls near it.
const instagram = 'M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z';
const telegram = 'M9.78 18.65l.28-4.23 7.68-6.92c.34-.31-.07-.46-.52-.19L7.74 13.3 3.64 12c-.88-.25-.89-.86.2-1.3l15.97-6.16c.73-.33 1.43.18 1.15 1.3l-2.72 12.81c-.19.91-.74 1.13-1.5.71L12.6 16.3l-1.99 1.93c-.23.23-.42.42-.83.42z';
const facebook = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z';

/**
 * The shop's pages, social accounts and app stores. On small screens the language switch too, as at the top of the
 * page (the small header's), for a phone user who reached the end of it.
 */
export function Footer({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  // The shop's contacts are its settings: the column shows once they are read.
  const { data: settings } = useGetShopSettingsQuery();
  const pageLinks = [
    { to: '/about', label: t('pages.about') },
    { to: '/branches', label: t('pages.branches') },
    { to: `/categoryDetail/${discountsCategoryId}`, label: t('layout.footer.discounts') },
    { to: '/terms', label: t('pages.terms') },
    { to: '/contact', label: t('pages.contact') },
    { to: '/privacy', label: t('pages.privacy') },
  ];
  const socialLinks = [
    { href: externalLinks.instagram, label: t('layout.footer.instagram'), icon: instagram },
    // The shop's Telegram is a setting (the contacts column links it too); the brand's own account until it is read.
    { href: settings ? telegramLink(settings.telegram) : externalLinks.telegram, label: t('layout.footer.telegram'), icon: telegram },
    { href: externalLinks.facebook, label: t('layout.footer.facebook'), icon: facebook },
  ];

  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            {/* The shop's name as its settings give it; the brand's own until they are read. */}
            <p className={styles.logo}>{settings?.shopName ?? t('app.logo')}</p>
            <p className={styles.tagline}>{t('app.tagline')}</p>
            {!wide && <LanguageSwitch tone="dark" />}
          </div>
          <nav aria-labelledby="footer-shoppers">
            <h2 id="footer-shoppers" className={styles.heading}>
              {t('layout.footer.shoppers')}
            </h2>
            <ul className={styles.pageLinks}>
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to} className={`${ui.link} ${styles.pageLink}`}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          {settings && (
            <section aria-labelledby="footer-contacts">
              <h2 id="footer-contacts" className={styles.heading}>
                {t('layout.footer.contacts')}
              </h2>
              <ul className={styles.pageLinks}>
                <li>
                  <a href={`tel:${settings.phoneNumber}`} className={`${ui.link} ${styles.pageLink}`}>
                    {formatPhone(settings.phoneNumber)}
                  </a>
                </li>
                <li>
                  <a href={telegramLink(settings.telegram)} target="_blank" rel="noopener noreferrer" className={`${ui.link} ${styles.pageLink}`}>
                    {settings.telegram}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${settings.email}`} className={`${ui.link} ${styles.pageLink}`}>
                    {settings.email}
                  </a>
                </li>
              </ul>
            </section>
          )}
          <div className={styles.outside}>
            <div>
              <h2 className={styles.heading}>{t('layout.footer.followUs')}</h2>
              <div className={styles.socialLinks}>
                {socialLinks.map((link) => (
                  <a
                    key={link.href}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    className={`${ui.iconButton} ${styles.socialLink}`}
                  >
                    <Icon path={link.icon} />
                  </a>
                ))}
              </div>
            </div>
            <div>
              <h2 className={styles.heading}>{t('layout.footer.apps')}</h2>
              <StoreBadges />
            </div>
          </div>
        </div>
        <p className={styles.copyright}>{t('layout.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
