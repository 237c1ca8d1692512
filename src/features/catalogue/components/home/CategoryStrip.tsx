import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { usePageSettled } from '../../../../components/usePageSettled';
import { useIsWideScreen } from '../../../../components/useIsWideScreen';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useGetCategoryBlocksQuery } from '../../api';
import type { CategoryBlockType } from '../../types';
import { CategoryTile } from '../CategoryTile';
import { CategoryTileSkeleton } from '../CategoryTileSkeleton';
import { SectionHeader } from '../SectionHeader';
import styles from './CategoryStrip.module.css';

/** Tiles a phone shows before swiping (the rest of the row's pictures wait until the page has settled). */
const tilesOnFirstScreen = 4;

/**
 * MENU_1 shows many small tiles (the main departments), MENU_2 fewer, larger ones (popular sections): the phone widths
 * are in CategoryStrip.module.css. Each block's texts are under catalogue.home.menu1 or menu2.
 */
const layouts = {
  MENU_1: { wideColumns: 8, texts: 'menu1' },
  MENU_2: { wideColumns: 6, texts: 'menu2' },
} as const;

/**
 * A menu block of categories as picture tiles: a swipeable row on phones, one even row on wide screens.
 * An empty block shows nothing: the shop simply has not placed categories there.
 */
export function CategoryStrip({ type }: { type: CategoryBlockType }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const blocksRead = useGetCategoryBlocksQuery(type);
  const blockCount = blocksRead.data?.length;
  const layout = layouts[type];
  // Wide screens show the whole row at once; phones swipe it.
  const wide = useIsWideScreen();
  const [laterTiles, showLaterTiles] = usePageSettled();

  if (blockCount === 0) return null;

  const rowClass = `${styles.row} ${type === 'MENU_1' ? styles.dense : styles.roomy}`;
  // As many even columns as there are tiles, up to the layout's number, on wide screens.
  const columns = { '--columns': Math.min(layout.wideColumns, blockCount ?? layout.wideColumns) } as CSSProperties;

  return (
    <section aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={t(`catalogue.home.${layout.texts}.title`)} />
      <QueryView
        query={blocksRead}
        loading={
          <div role="status" aria-label={t(`catalogue.home.${layout.texts}.loading`)}>
            <ul className={rowClass} style={columns}>
              {Array.from({ length: layout.wideColumns }, (_, index) => (
                <li key={index}>
                  <CategoryTileSkeleton />
                </li>
              ))}
            </ul>
          </div>
        }
        failure={t(`catalogue.home.${layout.texts}.error`)}
      >
        {(blocks) => (
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
        )}
      </QueryView>
    </section>
  );
}
