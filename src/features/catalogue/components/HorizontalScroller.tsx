import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { chevronLeft, chevronRight } from '../../../components/icons/paths';
import ui from '../../../components/ui.module.css';
import styles from './HorizontalScroller.module.css';

type HorizontalScrollerProps = {
  /** The list's name for a screen reader. */
  label: string;
  /** `<li>` items. */
  children: ReactNode;
  /** Each item's width on phones, from 600 px and from 900 px, e.g. { xs: '44%', md: 'calc((100% - 72px) / 4)' }. */
  itemWidth: { xs: string; sm?: string; md?: string };
};

/**
 * A row that scrolls sideways: swiped on a phone (snapping to items), with previous and next buttons on
 * wide screens. The list is plain HTML, so it also scrolls with a keyboard, a trackpad or a screen reader.
 */
export function HorizontalScroller({ label, children, itemWidth }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const distance = list.clientWidth * 0.9 * direction;
    if (typeof list.scrollBy === 'function') list.scrollBy({ left: distance, behavior: 'smooth' });
    else list.scrollLeft += distance;
  };

  const sm = itemWidth.sm ?? itemWidth.xs;
  // The widths reach the stylesheet's breakpoints as custom properties.
  const widths = { '--item-xs': itemWidth.xs, '--item-sm': sm, '--item-md': itemWidth.md ?? sm } as CSSProperties;

  return (
    <div className={styles.scroller}>
      <button
        type="button"
        aria-label={t('catalogue.scroller.previous')}
        onClick={() => scrollByPage(-1)}
        className={`${ui.iconButton} ${styles.arrow} ${styles.previous}`}
      >
        <Icon path={chevronLeft} />
      </button>
      <ul ref={listRef} aria-label={label} className={styles.list} style={widths}>
        {children}
      </ul>
      <button
        type="button"
        aria-label={t('catalogue.scroller.next')}
        onClick={() => scrollByPage(1)}
        className={`${ui.iconButton} ${styles.arrow} ${styles.next}`}
      >
        <Icon path={chevronRight} />
      </button>
    </div>
  );
}
