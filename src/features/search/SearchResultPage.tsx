import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Container, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { createSearchParams, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { LandingReader } from '../../app/store';
import { ProductGrid } from '../../components/product/ProductGrid';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { searchApi, useSearchProductsQuery, type ProductSearch } from './api';
import { NoSearchResults } from './components/SearchResults';
import { searchSaved } from './searchHistorySlice';
import { isSearchable, normalizeSearchText } from './searchText';

/** docs/api.md: the search answers at most 50 products; the page asks for all of them. */
export const searchResultLimit = 50;
const skeletonCardCount = 8;

/** The page's own search field: to refine the text, or to start when the address has none. */
function SearchForm({ text }: { text: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);
  // Back and forward change the address without remounting the page; the field follows.
  useEffect(() => setValue(text), [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const submitted = normalizeSearchText(value);
    if (!submitted) return;
    dispatch(searchSaved(submitted));
    void navigate({ pathname: '/searchResult', search: `?${createSearchParams({ search: submitted })}` });
  };

  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} sx={{ maxWidth: 560, mb: { xs: 2.5, md: 3 } }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('search.inputLabel')}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('search.submit')}
      </Button>
    </Stack>
  );
}

/** The text the address searches for (`?search=`), as searched. */
const searchedText = (params: URLSearchParams) => normalizeSearchText(params.get('search') ?? '');

/** The search the page reads for `text`; none for punctuation only, which nothing can match (the server is not asked). */
const searchFor = (text: string): ProductSearch | null => (text !== '' && isSearchable(text) ? { text, limit: searchResultLimit } : null);

/**
 * The read of a results page's first screen, its products, made before its first render with the search the page's
 * hook asks for (the same text and limit), so that the server draws the cards and the browser hydrates them.
 */
export const readLandingSearch: LandingReader = (_params, search, dispatch) => {
  const request = searchFor(searchedText(new URLSearchParams(search)));
  return request ? [dispatch(searchApi.endpoints.searchProducts.initiate(request))] : [];
};

/** /searchResult?search=text: every product the search finds, as cards. */
export function SearchResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = searchedText(params);
  const request = searchFor(text);
  const searchRead = useSearchProductsQuery(request ?? skipToken);
  // currentData, not data: a new search must not show the previous search's products while it loads.
  const results = { ...searchRead, data: request ? searchRead.currentData : [] };

  const content = (() => {
    if (!text) return <StatusMessage icon={<SearchRoundedIcon />} message={t('search.resultPage.prompt')} />;
    return (
      <QueryView
        query={results}
        loading={<ProductGrid products={[]} loading skeletonCount={skeletonCardCount} />}
        failure={t('search.resultPage.error')}
        empty={
          <Stack sx={{ alignItems: 'center', py: { xs: 3, md: 6 } }}>
            <NoSearchResults />
            <Button variant="outlined" component={RouterLink} to="/catalogs">
              {t('search.resultPage.toCatalogue')}
            </Button>
          </Stack>
        }
      >
        {(found) => (
          <>
            <Typography role="status" sx={{ color: 'text.secondary', fontSize: 15, mb: { xs: 2, md: 3 } }}>
              {t('search.resultPage.count', { count: found.length })}
            </Typography>
            {/* Read by screen readers only: the cards' headings sit under it rather than straight under the page's h1. */}
            <Typography component="h2" sx={visuallyHidden}>
              {t('search.results')}
            </Typography>
            <ProductGrid products={found} renderAction={(product) => <FavouriteButton productId={product.id} />} />
            {found.length >= searchResultLimit && (
              <Typography sx={{ color: 'text.secondary', fontSize: 14, textAlign: 'center', mt: 4 }}>
                {t('search.resultPage.limitHint', { count: found.length })}
              </Typography>
            )}
          </>
        )}
      </QueryView>
    );
  })();

  const documentTitle = text ? `${t('search.resultPage.documentTitle', { text })} — ${t('app.name')}` : `${t('search.resultPage.title')} — ${t('app.name')}`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{documentTitle}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('search.resultPage.title')}
      </Typography>
      <Typography component="p" sx={{ mt: 0.5, mb: { xs: 2, md: 3 }, color: 'text.secondary', fontSize: 16, overflowWrap: 'anywhere' }}>
        {text ? t('pages.searchTerm', { text }) : t('pages.searchEmpty')}
      </Typography>
      <SearchForm text={text} />
      <Box>{content}</Box>
    </Container>
  );
}
