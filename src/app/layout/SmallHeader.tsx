import { Box, ButtonBase, Collapse, IconButton, Toolbar } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from '../../components/useScrolledPast';
import { Logo } from './Logo';

/** SPEC §9: past this many pixels of scrolling, the home page's search field folds into an icon. */
export const searchFieldScrollThreshold = 50;

/**
 * SPEC §2, header on small screens: the logo, and on the home page a search field that becomes an icon
 * once the page is scrolled. Elsewhere the icon shows at once, so search is one tap away on every page.
 */
export function SmallHeader({ onOpenSearch }: { onOpenSearch: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(searchFieldScrollThreshold);
  const showField = pathname === '/' && !scrolled;

  return (
    <>
      <Toolbar sx={{ minHeight: 56, px: 2, justifyContent: 'center', position: 'relative' }}>
        <Logo />
        {!showField && (
          <IconButton
            aria-label={t('layout.header.openSearch')}
            aria-haspopup="dialog"
            onClick={onOpenSearch}
            sx={{ position: 'absolute', right: 8, color: 'text.primary' }}
          >
            <SearchIcon />
          </IconButton>
        )}
      </Toolbar>
      <Collapse in={showField} unmountOnExit>
        <Box role="search" sx={{ px: 2, pb: 1.5 }}>
          <ButtonBase
            onClick={onOpenSearch}
            aria-haspopup="dialog"
            sx={{
              width: '100%',
              height: 44,
              justifyContent: 'flex-start',
              gap: 1,
              px: 1.5,
              borderRadius: 999,
              bgcolor: 'background.default',
              border: 1,
              borderColor: 'divider',
              color: 'text.secondary',
              fontSize: 15,
            }}
          >
            <SearchIcon fontSize="small" aria-hidden />
            {t('layout.header.searchField')}
          </ButtonBase>
        </Box>
      </Collapse>
    </>
  );
}
