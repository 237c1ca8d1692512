import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Container, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { createSearchParams, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { ProductGrid } from '../../components/product/ProductGrid';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { useSearchProductsQuery } from './api';
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

/** /searchResult?search=text: every product the search finds, as cards. */
export function SearchResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = normalizeSearchText(params.get('search') ?? '');
  const searchable = text !== '' && isSearchable(text);
  const searchRead = useSearchProductsQuery(searchable ? { text, limit: searchResultLimit } : skipToken);
  // currentData, not data: a new search must not show the previous search's products while it loads. Only
  // punctuation: nothing can match, so the server is not asked.
  const results = { ...searchRead, data: searchable ? searchRead.currentData : [] };

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
