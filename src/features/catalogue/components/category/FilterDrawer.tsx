import { useState } from 'react';
import { Box, Button, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { QueryRead } from '../../../../components/QueryView';
import type { CategoryFilters } from '../../../../../contract/product';
import type { ProductFilters } from '../../types';
import { noFilters } from './categoryView';
import { FilterPanel } from './FilterPanel';

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  options: QueryRead<CategoryFilters>;
};

/**
 * The filters on a phone: a full-height sheet where choices are collected first and applied together,
 * so the list behind does not reload at every tap.
 */
export function FilterDrawer({ open, onClose, filters, onApply, options }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const [wasOpen, setWasOpen] = useState(open);

  // Each opening starts from what is applied now, not from an abandoned draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': 'filter-drawer-title', sx: { width: 'min(100vw, 400px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filter-drawer-title" variant="h2" sx={{ fontSize: 18 }}>
          {t('catalogue.category.filters.title')}
        </Typography>
        <IconButton aria-label={t('catalogue.category.filters.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2.5 }}>
        <FilterPanel filters={draft} onChange={setDraft} options={options} priceMode="live" />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 2fr',
          gap: 1,
          px: 2,
          pt: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="outlined" onClick={() => setDraft(noFilters)}>
          {t('catalogue.category.filters.reset')}
        </Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {t('catalogue.category.filters.apply')}
        </Button>
      </Box>
    </Drawer>
  );
}
