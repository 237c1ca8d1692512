import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageSettled } from '../../../../components/usePageSettled';
import { useIsWideScreen } from '../../../../components/useIsWideScreen';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useGetCategoryBlocksQuery } from '../../api';
import type { CategoryBlockType } from '../../types';
import { CategoryTile } from '../CategoryTile';
import { CategoryTileSkeleton } from '../CategoryTileSkeleton';
import { LoadError } from '../LoadError';
import { SectionHeader } from '../SectionHeader';
import styles from './CategoryStrip.module.css';

const texts = {
  MENU_1: { title: 'catalogue.home.menu1.title', loading: 'catalogue.home.menu1.loading', error: 'catalogue.home.menu1.error' },
  MENU_2: { title: 'catalogue.home.menu2.title', loading: 'catalogue.home.menu2.loading', error: 'catalogue.home.menu2.error' },
} as const;

/** Tiles a phone shows before swiping (the rest of the row's pictures wait until the page has settled). */
const tilesOnFirstScreen = 4;

/**
 * MENU_1 shows many small tiles (the main departments), MENU_2 fewer, larger ones (popular sections): the phone widths
 * are in CategoryStrip.module.css.
 */
const layouts = {
  MENU_1: { wideColumns: 8 },
  MENU_2: { wideColumns: 6 },
} as const;

/**
 * A menu block of categories as picture tiles: a swipeable row on phones, one even row on wide screens.
 * An empty block shows nothing: the shop simply has not placed categories there.
 */
export function CategoryStrip({ type }: { type: CategoryBlockType }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const { data: blocks, isError, isFetching, refetch } = useGetCategoryBlocksQuery(type);
  const layout = layouts[type];
  // Wide screens show the whole row at once; phones swipe it.
  const wide = useIsWideScreen();
  const [laterTiles, showLaterTiles] = usePageSettled();

  if (blocks?.length === 0) return null;

  const rowClass = `${styles.row} ${type === 'MENU_1' ? styles.dense : styles.roomy}`;
  // As many even columns as there are tiles, up to the layout's number, on wide screens.
  const columns = { '--columns': Math.min(layout.wideColumns, blocks?.length ?? layout.wideColumns) } as CSSProperties;

  const content = (() => {
    if (!blocks) {
      if (isError && !isFetching) return <LoadError message={t(texts[type].error)} onRetry={() => void refetch()} />;
      return (
        <div role="status" aria-label={t(texts[type].loading)}>
          <ul className={rowClass} style={columns}>
            {Array.from({ length: layout.wideColumns }, (_, index) => (
              <li key={index}>
                <CategoryTileSkeleton />
              </li>
            ))}
          </ul>
        </div>
      );
    }
    return (
      <ul aria-labelledby={titleId} className={rowClass} style={columns} onScroll={showLaterTiles} onPointerDown={showLaterTiles}>
        {blocks.map((block, index) => (
          <li key={block.id}>
            <CategoryTile
              category={block.category}
              language={language}
              dense={type === 'MENU_1'}
              loadImage={wide || index < tilesOnFirstScreen || laterTiles}
            />
          </li>
        ))}
      </ul>
    );
  })();

  return (
    <section aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={t(texts[type].title)} />
      {content}
    </section>
  );
}
