import { useRef, type ReactNode } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';

type HorizontalScrollerProps = {
  /** The list's name for a screen reader. */
  label: string;
  /** `<li>` items. */
  children: ReactNode;
  /** Each item's width per breakpoint, e.g. { xs: '44%', md: 'calc((100% - 72px) / 4)' }. */
  itemWidth: Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  gap?: { xs: number; md: number };
};

/**
 * A row that scrolls sideways: swiped on a phone (snapping to items), with previous and next buttons on
 * wide screens. The list is plain HTML, so it also scrolls with a keyboard, a trackpad or a screen reader.
 */
export function HorizontalScroller({ label, children, itemWidth, gap = { xs: 1.5, md: 3 } }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  const scrollByPage = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const distance = list.clientWidth * 0.9 * direction;
    if (typeof list.scrollBy === 'function') list.scrollBy({ left: distance, behavior: 'smooth' });
    else list.scrollLeft += distance;
  };

  const arrowSx = {
    display: { xs: 'none', md: 'inline-flex' },
    position: 'absolute',
    top: '38%',
    transform: 'translateY(-50%)',
    zIndex: 2,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    boxShadow: '0 2px 8px rgba(20, 20, 20, 0.08)',
    '&:hover': { bgcolor: 'background.paper' },
  } as const;

  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton aria-label={t('catalogue.scroller.previous')} onClick={() => scrollByPage(-1)} sx={{ ...arrowSx, left: -20 }}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        component="ul"
        ref={listRef}
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          // Phones: the row runs to the screen edges, with the page's padding inside it.
          mx: { xs: -2, sm: -3, md: 0 },
          px: { xs: 2, sm: 3, md: 0 },
          scrollPaddingInline: { xs: 16, sm: 24, md: 0 },
          py: 0.5,
          display: 'flex',
          gap,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > li': { flex: '0 0 auto', width: itemWidth, scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {children}
      </Box>
      <IconButton aria-label={t('catalogue.scroller.next')} onClick={() => scrollByPage(1)} sx={{ ...arrowSx, right: -20 }}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
