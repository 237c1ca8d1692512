import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REVIEW_VISIBILITIES } from '../../../../contract/limits';
import { isFiltered, type ReviewFilterView } from './useReviewFilters';
import { DateField } from '../../../components/DateField';

type ReviewFiltersProps = { view: ReviewFilterView; onChange: (patch: Partial<ReviewFilterView>) => void };


/**
 * The list's filters. The two texts apply with the Find button (or Enter), so the list is not read again at every
 * letter; the choices and dates apply at once.
 */
export function ReviewFilters({ view, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(view.q);
  const [product, setProduct] = useState(view.product);
  // Back, a reload or "clear" change the address: the fields follow it.
  useEffect(() => setQ(view.q), [view.q]);
  useEffect(() => setProduct(view.product), [view.product]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim(), product: product.trim() });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('staff.reviews.filters.label')}
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, mb: 2, borderRadius: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'start' }}
    >
      <TextField type="search" size="small" label={t('staff.reviews.filters.text')} value={q} onChange={(event) => setQ(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField
        size="small"
        label={t('staff.reviews.filters.product')}
        placeholder={t('staff.reviews.filters.productHint')}
        value={product}
        onChange={(event) => setProduct(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={t('staff.reviews.filters.rating')}
        value={view.rating === undefined ? '' : String(view.rating)}
        onChange={(event) => onChange({ rating: event.target.value ? Number(event.target.value) : undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('staff.reviews.filters.anyRating')}</MenuItem>
        {[5, 4, 3, 2, 1].map((stars) => (
          <MenuItem key={stars} value={String(stars)}>
            {t('staff.reviews.stars', { count: stars })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staff.reviews.filters.visibility')}
        value={view.visibility}
        onChange={(event) => onChange({ visibility: REVIEW_VISIBILITIES.find((value) => value === event.target.value) ?? 'all' })}
      >
        {REVIEW_VISIBILITIES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`staff.reviews.filters.visibilities.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateField size="small" label={t('staff.reviews.filters.from')} value={view.from} onValueChange={(from) => onChange({ from })} />
      <DateField size="small" label={t('staff.reviews.filters.to')} value={view.to} onValueChange={(to) => onChange({ to })} />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
        <Button type="submit" variant="contained" sx={{ minHeight: 40, flex: { xs: 1, md: 'none' } }}>
          {t('staff.reviews.filters.find')}
        </Button>
        {isFiltered(view) && (
          <Button
            color="inherit"
            onClick={() => onChange({ rating: undefined, visibility: 'all', product: '', q: '', from: '', to: '' })}
            sx={{ minHeight: 40, flex: { xs: 1, md: 'none' } }}
          >
            {t('staff.reviews.filters.clear')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
