import { Fragment, lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Box, Button, ClickAwayListener, Paper } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { catalogueApi } from '../../features/catalogue/api';
import { whenPageSettled } from '../../components/whenPageSettled';

// The boards (with MUI's tabs) open on a click and only on wide screens, so they are one chunk of their own (the
// same chunk name): fetched once the page has settled, or at once when the pointer or focus reaches an entry.
const loadCatalogueBoard = () => import(/* webpackChunkName: "header-boards" */ '../../features/catalogue/components/CatalogueBoard');
const loadBrandBoard = () => import(/* webpackChunkName: "header-boards" */ '../../features/catalogue/components/BrandBoard');
const loadBoards = () => Promise.all([loadCatalogueBoard(), loadBrandBoard()]);
const CatalogueBoard = lazy(() => loadCatalogueBoard().then((module) => ({ default: module.CatalogueBoard })));
const BrandBoard = lazy(() => loadBrandBoard().then((module) => ({ default: module.BrandBoard })));

const boards = ['catalogue', 'brand'] as const;
type Board = (typeof boards)[number];

const boardIds: Record<Board, string> = { catalogue: 'header-board-catalogue', brand: 'header-board-brand' };
const blockTypes = { catalogue: 'MENU_1', brand: 'MENU_2' } as const;

/**
 * SPEC §2, wide header: the catalogue and brand entries each open a board of subcategories. The same entry
 * again, a click outside, Escape or following a link closes it. Each board follows its own entry in the
 * DOM, so Tab goes from the entry straight into what it opened.
 */
export function HeaderMenus() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Board | null>(null);
  const entries = useRef<Partial<Record<Board, HTMLButtonElement | null>>>({});
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

  // A click on a link to the page already shown changes no address, so links close the board themselves.
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(null);
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(null)}>
      <Box component="nav" aria-label={t('layout.header.mainNav')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, alignSelf: 'stretch' }}>
        {boards.map((board) => {
          const isOpen = open === board;
          return (
            <Fragment key={board}>
              <Button
                ref={(element) => {
                  entries.current[board] = element;
                }}
                aria-expanded={isOpen}
                aria-controls={isOpen ? boardIds[board] : undefined}
                onClick={() => setOpen((current) => (current === board ? null : board))}
                onMouseEnter={() => prepare(board)}
                onFocus={() => prepare(board)}
                endIcon={
                  <KeyboardArrowDownIcon sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }} />
                }
                sx={{
                  color: 'text.primary',
                  fontSize: 15,
                  px: 1.5,
                  alignSelf: 'stretch',
                  borderRadius: 0,
                  boxShadow: isOpen ? 'inset 0 -2px 0 currentColor' : 'none',
                  '& .MuiButton-endIcon': { ml: 0.25 },
                }}
              >
                {board === 'catalogue' ? t('layout.header.catalogue') : t('layout.header.brand')}
              </Button>
              {isOpen && (
                <Paper
                  elevation={0}
                  onClick={closeOnLinkClick}
                  sx={{
                    position: 'absolute',
                    top: '100%',
                    left: { md: 16, lg: 24 },
                    right: { md: 16, lg: 24 },
                    zIndex: 1,
                    border: 1,
                    borderTop: 0,
                    borderColor: 'divider',
                    borderRadius: '0 0 12px 12px',
                    boxShadow: '0 24px 48px -24px rgba(20, 20, 20, 0.25)',
                    overflow: 'hidden',
                    maxHeight: 'calc(100dvh - 96px)',
                    overflowY: 'auto',
                  }}
                >
                  <Suspense fallback={<Box id={boardIds[board]} aria-busy="true" sx={{ minHeight: 320 }} />}>
                    {board === 'catalogue' ? <CatalogueBoard id={boardIds.catalogue} /> : <BrandBoard id={boardIds.brand} />}
                  </Suspense>
                </Paper>
              )}
            </Fragment>
          );
        })}
      </Box>
    </ClickAwayListener>
  );
}
