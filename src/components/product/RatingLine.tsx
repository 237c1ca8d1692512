import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { starRounded } from '../icons/paths';
import ui from '../ui.module.css';
import styles from './RatingLine.module.css';

type RatingLineProps = {
  /** The average of 1-5 stars. */
  rating: number;
  reviewCount: number;
};

/**
 * 4.25 -> "4,3": one decimal after a comma, as Uzbek and Russian write it. Not Intl: browsers without Uzbek locale data
 * (Chromium builds among them) fall back to "4.3", and a page the server drew must read the same in every browser.
 */
export function formatRating(rating: number): string {
  return rating.toFixed(1).replace('.', ',');
}

/** "★ 4,6 (12)" for the eye; "Rating: 4,6 of 5, 12 reviews" for a screen reader. */
export function RatingLine({ rating, reviewCount }: RatingLineProps) {
  const { t } = useTranslation();
  const shown = formatRating(rating);

  return (
    <p className={styles.line}>
      <Icon path={starRounded} size={16} className={styles.star} />
      <span aria-hidden className={styles.rating}>
        {shown}
      </span>
      <span aria-hidden>({reviewCount})</span>
      <span className={ui.visuallyHidden}>{`${t('productCard.rating', { rating: shown })}, ${t('productCard.reviews', { count: reviewCount })}`}</span>
    </p>
  );
}
