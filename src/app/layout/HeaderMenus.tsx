import { Fragment, lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { catalogueApi } from '../../features/catalogue/api';
import { Icon } from '../../components/icons/Icon';
import { keyboardArrowDown } from '../../components/icons/paths';
import { whenPageSettled } from '../../components/whenPageSettled';
import { preloadTheme, ThemeScope } from '../../components/theme/ThemeScope';
import styles from './HeaderMenus.module.css';

// The boards (with MUI's tabs) open on a click and only on wide screens, so they are one chunk of their own (the
// same chunk name): fetched once the page has settled, or at once when the pointer or focus reaches an entry.
const loadCatalogueBoard = () => import(/* webpackChunkName: "header-boards" */ '../../features/catalogue/components/CatalogueBoard');
const loadBrandBoard = () => import(/* webpackChunkName: "header-boards" */ '../../features/catalogue/components/BrandBoard');
const loadBoards = () => {
  preloadTheme();
  return Promise.all([loadCatalogueBoard(), loadBrandBoard()]);
};
const CatalogueBoard = lazy(() => loadCatalogueBoard().then((module) => ({ default: module.CatalogueBoard })));
const BrandBoard = lazy(() => loadBrandBoard().then((module) => ({ default: module.BrandBoard })));

const boards = ['catalogue', 'brand'] as const;
type Board = (typeof boards)[number];

const boardIds: Record<Board, string> = { catalogue: 'header-board-catalogue', brand: 'header-board-brand' };
const blockTypes = { catalogue: 'MENU_1', brand: 'MENU_2' } as const;

/**
 * Wide header: the catalogue and brand entries each open a board of subcategories. The same entry
 * again, a click outside, Escape or following a link closes it. Each board follows its own entry in the
 * DOM, so Tab goes from the entry straight into what it opened.
 */
export function HeaderMenus() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Board | null>(null);
  const entries = useRef<Partial<Record<Board, HTMLButtonElement | null>>>({});
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const prefetchBlocks = catalogueApi.usePrefetch('getCategoryBlocks');

  useEffect(() => whenPageSettled(() => void loadBoards()), []);
  const prepare = (board: Board) => {
    void loadBoards();
    prefetchBlocks(blockTypes[board]);
  };

  // A link in a board leads to another address; the board has done its job.
  useEffect(() => setOpen(null), [location.key]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      entries.current[open]?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // A click or tap anywhere outside the entries and the open board closes it.
  useEffect(() => {
    if (!open) return;
    const closeOnPointerOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnPointerOutside);
    return () => document.removeEventListener('pointerdown', closeOnPointerOutside);
  }, [open]);

  // A click on a link to the page already shown changes no address, so links close the board themselves.
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(null);
  };

  return (
    <nav ref={navRef} aria-label={t('layout.header.mainNav')} className={styles.nav}>
      {boards.map((board) => {
        const isOpen = open === board;
        return (
          <Fragment key={board}>
            <button
              type="button"
              ref={(element) => {
                entries.current[board] = element;
              }}
              aria-expanded={isOpen}
              aria-controls={isOpen ? boardIds[board] : undefined}
              onClick={() => setOpen((current) => (current === board ? null : board))}
              onMouseEnter={() => prepare(board)}
              onFocus={() => prepare(board)}
              className={isOpen ? `${styles.entry} ${styles.entryOpen}` : styles.entry}
            >
              {board === 'catalogue' ? t('layout.header.catalogue') : t('layout.header.brand')}
              <Icon path={keyboardArrowDown} className={styles.arrow} />
            </button>
            {isOpen && (
              <div onClick={closeOnLinkClick} className={styles.board}>
                <Suspense fallback={<div id={boardIds[board]} aria-busy="true" className={styles.boardLoading} />}>
                  <ThemeScope>
                    {board === 'catalogue' ? <CatalogueBoard id={boardIds.catalogue} /> : <BrandBoard id={boardIds.brand} />}
                  </ThemeScope>
                </Suspense>
              </div>
            )}
          </Fragment>
        );
      })}
    </nav>
  );
}
