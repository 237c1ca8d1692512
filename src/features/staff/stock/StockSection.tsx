import { useState, type FormEvent } from 'react';
import { Box, Button, ButtonBase, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { StaffProduct } from '../../../../contract/staff';
import { recordId } from '../../../components/positiveInteger';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { Swatch } from '../colours/Swatch';
import { StaffHeading } from '../frame/StaffHeading';
import { useFindStockProductsQuery, useGetProductStockQuery } from './api';
import { ProductStock } from './ProductStock';

type Item = { referenceNumber: string; rows: StaffProduct[] };

/** The found rows as items: the colours of one reference number together, in the order found. */
function itemsOf(rows: StaffProduct[]): Item[] {
  const items = new Map<string, StaffProduct[]>();
  for (const row of rows) items.set(row.referenceNumber, [...(items.get(row.referenceNumber) ?? []), row]);
  return [...items].map(([referenceNumber, colours]) => ({ referenceNumber, rows: colours }));
}

function ItemCard({ item, onPick }: { item: Item; onPick: (row: StaffProduct) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = `stock-item-${item.referenceNumber}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <span translate="no">{item.referenceNumber}</span> · {localizedName(item.rows[0]!, language)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('staff.stock.pickColour')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {item.rows.map((row) => (
          <ButtonBase
            key={row.id}
            onClick={() => onPick(row)}
            sx={{ minHeight: 56, px: 2, gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, justifyContent: 'flex-start' }}
          >
            <Swatch code={row.color.colorCode} size={28} />
            <Box sx={{ textAlign: 'left' }}>
              <Typography>{localizedName(row.color, language)}</Typography>
              {!row.active && (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('staff.stock.inactive')}
                </Typography>
              )}
            </Box>
          </ButtonBase>
        ))}
      </Stack>
    </Paper>
  );
}

function SearchResults({ text, onPick }: { text: string; onPick: (row: StaffProduct) => void }) {
  const { t } = useTranslation();
  const found = useFindStockProductsQuery(text);
  return (
    <QueryView
      query={{ ...found, data: found.currentData }}
      loading={
        <Stack role="status" aria-busy="true" aria-label={t('staff.stock.searching')} spacing={1.5}>
          <Skeleton variant="rounded" height={110} />
          <Skeleton variant="rounded" height={110} />
        </Stack>
      }
      failure={(retry) => <LoadFailure message={t('staff.stock.searchError')} onRetry={retry} />}
      isEmpty={(page) => page.content.length === 0}
      empty={<Typography role="status">{t('staff.stock.noMatch', { text })}</Typography>}
    >
      {(page) => (
        <Stack component="ul" aria-label={t('staff.stock.results')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {itemsOf(page.content).map((item) => (
            <ItemCard key={item.referenceNumber} item={item} onPick={onPick} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

/** The picked product row: which item in which colour (from its cached sizes read), a way back, and its stock. */
function PickedProduct({ productId, onBack }: { productId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const stock = useGetProductStockQuery(productId).data;
  return (
    <>
      {/* A flex gap, not the Stack's margins: the button wrapped under the name on a phone starts at the left edge. */}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', columnGap: 1.5, rowGap: 1 }}>
        {stock && <Swatch code={stock.color.colorCode} />}
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>
          {stock && `${stock.referenceNumber} · ${localizedName(stock, language)} · ${localizedName(stock.color, language)}`}
        </Typography>
        <Button variant="outlined" onClick={onBack} sx={{ minHeight: 48 }}>
          {t('staff.stock.otherProduct')}
        </Button>
      </Stack>
      <ProductStock productId={productId} />
    </>
  );
}

/**
 * /staff/stock, made for a warehouse worker's phone: find a product by reference number or name, pick its colour,
 * then count and change its sizes. The search and the picked row live in the address (?q=, ?product=), so Back works.
 */
export function StockSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const searched = params.get('q') ?? '';
  const productId = recordId(params.get('product'));
  const [text, setText] = useState(searched);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) setParams({ q: value });
  };

  const pick = (row: StaffProduct) => {
    setParams({ q: searched, product: String(row.id) });
  };

  return (
    <>
      <StaffHeading>{t('staff.sections.stock')}</StaffHeading>
      {productId ? (
        <PickedProduct productId={productId} onBack={() => setParams(searched ? { q: searched } : {})} />
      ) : (
        <>
          <Stack component="form" role="search" onSubmit={search} direction="row" spacing={1} sx={{ mb: 2 }}>
            <TextField
              type="search"
              label={t('staff.stock.search')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={searched ? ' ' : t('staff.stock.searchHint')}
              slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" sx={{ minHeight: 56, alignSelf: 'flex-start' }}>
              {t('staff.stock.searchButton')}
            </Button>
          </Stack>
          {searched && <SearchResults text={searched} onPick={pick} />}
        </>
      )}
    </>
  );
}
