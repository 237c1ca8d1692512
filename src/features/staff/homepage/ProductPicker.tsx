import { useId, useState, type ReactNode } from 'react';
import { Avatar, Box, Button, IconButton, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HomeProduct } from '../../../../contract/homepage';
import { mediaUrl } from '../../../app/config';
import { Icon } from '../../../components/icons/Icon';
import { useLanguage } from '../../../i18n/useLanguage';
import { addIcon, deleteIcon } from '../kit/actionIcons';
import { useSettled } from '../kit/useSettled';
import { useGetStaffProductsQuery } from '../products/api';
import { MoveButtons } from './MoveButtons';
import { nameIn } from './types';

type ProductPickerProps = {
  label: string;
  chosen: HomeProduct[];
  onChange: (products: HomeProduct[]) => void;
  max: number;
  /** One product only (a banner's target): choosing another replaces it. */
  single?: boolean;
  invalid?: boolean;
};

// Typing settles before the products are asked for: one search a word, not one a key.
const SEARCH_PAUSE_MS = 300;

function ProductLine({ product, children }: { product: HomeProduct; children: ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ListItem disableGutters sx={{ gap: 1, py: 0.5 }}>
      <Avatar variant="rounded" src={mediaUrl(product.image) ?? undefined} alt="" sx={{ width: 40, height: 40 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {nameIn(language, product)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {product.referenceNumber}
          {!product.active && ` · ${t('staff.homepage.inactive')}`}
        </Typography>
      </Box>
      {children}
    </ListItem>
  );
}

/**
 * Finds products by name or reference number (the staff product search) and keeps the chosen ones in order, with
 * up, down and remove on each.
 */
export function ProductPicker({ label, chosen, onChange, max, single = false, invalid = false }: ProductPickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const settled = useSettled(text.trim(), SEARCH_PAUSE_MS);
  const listId = useId();
  const found = useGetStaffProductsQuery(
    { page: 0, size: 8, sort: 'created', direction: 'desc', text: settled },
    { skip: settled.length < 2 },
  );
  const chosenIds = new Set(chosen.map((product) => product.id));
  const full = !single && chosen.length >= max;

  const choose = (product: HomeProduct) => onChange(single ? [product] : [...chosen, product]);
  const results = settled.length < 2 ? [] : (found.data?.content ?? []).filter((product) => !chosenIds.has(product.id));

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: invalid ? 'error.main' : 'text.primary' }} id={`${listId}-label`}>
        {label}
      </Typography>
      {chosen.length > 0 && (
        <List dense aria-labelledby={`${listId}-label`} sx={{ py: 0 }}>
          {chosen.map((product, index) => (
            <ProductLine key={product.id} product={product}>
              {!single && (
                <MoveButtons
                  name={nameIn(language, product)}
                  first={index === 0}
                  last={index === chosen.length - 1}
                  busy={false}
                  onMove={(by) => {
                    const next = [...chosen];
                    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
                    onChange(next);
                  }}
                />
              )}
              <IconButton size="small" onClick={() => onChange(chosen.filter((other) => other.id !== product.id))} aria-label={t('staff.homepage.removeProduct', { name: nameIn(language, product) })}>
                <Icon path={deleteIcon} size={20} />
              </IconButton>
            </ProductLine>
          ))}
        </List>
      )}
      <TextField
        type="search"
        size="small"
        label={t('staff.homepage.findProduct')}
        helperText={full ? t('staff.homepage.productsFull', { count: max }) : t('staff.homepage.findProductHint')}
        value={text}
        disabled={full}
        onChange={(event) => setText(event.target.value)}
      />
      {results.length > 0 && (
        <List dense aria-label={t('staff.homepage.foundProducts')} sx={{ py: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}>
          {results.map((product) => (
            <ProductLine key={product.id} product={product}>
              <Button size="small" startIcon={<Icon path={addIcon} size={18} />} onClick={() => choose(product)} aria-label={t('staff.homepage.chooseProduct', { name: nameIn(language, product) })}>
                {t('staff.homepage.choose')}
              </Button>
            </ProductLine>
          ))}
        </List>
      )}
      {settled.length >= 2 && found.isSuccess && results.length === 0 && (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {t('staff.homepage.noProducts', { text: settled })}
        </Typography>
      )}
    </Stack>
  );
}
