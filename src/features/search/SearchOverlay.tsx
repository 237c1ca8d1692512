import { forwardRef, useRef, useState, type FormEvent, type ReactElement, type Ref } from 'react';
import type { TransitionProps } from '@mui/material/transitions';
import { Box, Dialog, IconButton, InputBase, Slide, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { createSearchParams, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { InlineLoadFailure } from '../../components/InlineLoadFailure';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { visuallyHidden } from '../../components/visuallyHidden';
import { searchApi } from './api';
import { RecentSearches } from './components/RecentSearches';
import { NoSearchResults, SearchResults, SearchResultsSkeleton } from './components/SearchResults';
import { searchSaved } from './searchHistorySlice';
import { isSearchable, liveResultLimit, normalizeSearchText } from './searchText';
import { useLiveSearch } from './useLiveSearch';

/**
 * The sheet slides down from under the top edge, full screen on a phone. One transition at every width: a transition
 * chosen by width would be another component when the width crosses the breakpoint (a rotated tablet, a window
 * resized), and React would remount the open overlay, the typed text and its results lost.
 */
const SlideDown = forwardRef(function SlideDown(props: TransitionProps & { children: ReactElement }, ref: Ref<unknown>) {
  return <Slide direction="down" ref={ref} {...props} />;
});

const overlayTitleId = 'search-overlay-title';
/** On wide screens the field and the results share one readable column. */
const contentWidth = 760;

type SearchOverlayProps = { open: boolean; onClose: () => void };

/** The search overlay: full screen on a phone, a sheet under the top edge on wide screens. */
export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const wide = useIsWideScreen();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={!wide}
      fullWidth
      maxWidth={false}
      aria-labelledby={overlayTitleId}
      slots={{ transition: SlideDown }}
      slotProps={{
        container: { sx: { alignItems: 'flex-start' } },
        paper: {
          sx: wide
            ? { m: 0, width: '100%', maxWidth: '100%', borderRadius: '0 0 16px 16px', maxHeight: 'min(720px, 88dvh)' }
            : undefined,
        },
      }}
    >
      {/* Mounted only while open, so each opening starts from an empty field and the recent searches. */}
      <SearchPanel onClose={onClose} />
    </Dialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The text at the moment an answer arrives decides whether a submit still applies.
  const latestText = useRef(text);
  latestText.current = text;
  const { search, query, searchNow } = useLiveSearch(text);

  const pickRecent = (entry: string) => {
    setText(entry);
    searchNow(entry);
    input.current?.focus();
  };

  const clear = () => {
    setText('');
    input.current?.focus();
  };

  const openResultsPage = (submitted: string) => {
    dispatch(searchSaved(submitted));
    onClose();
    void navigate({ pathname: '/searchResult', search: `?${createSearchParams({ search: submitted })}` });
  };

  // The result's own link navigates; the overlay keeps the search and steps aside.
  const openProduct = () => {
    dispatch(searchSaved(query));
    onClose();
  };

  /** Search opens the results page only with text and at least one result for it. */
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const submitted = normalizeSearchText(text);
    if (!isSearchable(submitted)) return;
    if (search.status === 'done') {
      if (search.products.length > 0) openResultsPage(submitted);
      return;
    }
    // Pressed before the pause ended: ask now rather than make the shopper press again.
    searchNow(submitted);
    const request = dispatch(searchApi.endpoints.searchProducts.initiate({ text: submitted, limit: liveResultLimit }));
    const { data } = await request;
    request.unsubscribe();
    if (data && data.length > 0 && normalizeSearchText(latestText.current) === submitted) openResultsPage(submitted);
  };

  const body = (() => {
    switch (search.status) {
      case 'empty':
        return <RecentSearches onPick={pickRecent} />;
      case 'loading':
        return <SearchResultsSkeleton />;
      case 'error':
        return <InlineLoadFailure message={t('search.error')} onRetry={search.retry} />;
      case 'done':
        return search.products.length === 0 ? (
          <NoSearchResults />
        ) : (
          <SearchResults products={search.products} onOpen={openProduct} onShowAll={() => void submit()} />
        );
    }
  })();

  return (
    <>
      <Typography id={overlayTitleId} component="h2" sx={visuallyHidden}>
        {t('search.dialogLabel')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', maxWidth: contentWidth, mx: 'auto', px: { xs: 1, md: 2 }, py: 1 }}
        >
          <IconButton type="submit" aria-label={t('search.submit')} sx={{ color: 'text.primary' }}>
            <SearchIcon />
          </IconButton>
          <InputBase
            inputRef={input}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            fullWidth
            slotProps={{
              input: {
                'aria-label': t('search.inputLabel'),
                enterKeyHint: 'search',
                autoComplete: 'off',
                spellCheck: false,
                maxLength: 100,
              },
            }}
            // 16 px keeps iOS from zooming into the field.
            sx={{ fontSize: 16, flex: 1, '& input': { py: 1.25 } }}
          />
          {text !== '' && (
            <IconButton aria-label={t('search.clear')} onClick={clear} size="small" sx={{ color: 'text.secondary' }}>
              <CancelIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton aria-label={t('search.close')} onClick={onClose} sx={{ ml: 0.5, color: 'text.primary' }}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>
      <Box sx={{ overflowY: 'auto' }}>
        <Box sx={{ px: { xs: 2, md: 3 }, py: 2, maxWidth: contentWidth, mx: 'auto' }}>{body}</Box>
      </Box>
    </>
  );
}
