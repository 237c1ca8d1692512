import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffProduct } from '../../../../contract/staff';
import { mediaUrl } from '../../../app/config';
import { useFormatPrice } from '../../../components/Price';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { defaultDirection, type ProductListView } from './useProductListParams';
import type { ProductSort } from './types';
import { shopDate } from '../../../components/shopTime';

export const productPath = (id: number) => `/staff/products/${id}`;

function Thumb({ product, size }: { product: StaffProduct; size: number }) {
  const src = mediaUrl(product.image);
  return (
    <Box sx={{ width: size, height: size * 1.25, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {src && <Box component="img" src={src} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
    </Box>
  );
}

function Swatch({ product }: { product: StaffProduct }) {
  const { language } = useLanguage();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: product.color.colorCode, border: 1, borderColor: 'divider', flexShrink: 0 }} />
      <span>{localizedName(product.color, language)}</span>
    </Stack>
  );
}

function PriceText({ product }: { product: StaffProduct }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  // What the shop charges now: a running sale group counts as much as the product's own sale.
  const onSale = product.saleNow > 0;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatPrice(product.priceNow)}
      {onSale && (
        <Box component="span" sx={{ color: 'secondary.main', ml: 1, fontWeight: 600 }}>
          {t('staff.products.onSale', { sale: product.saleNow })}
        </Box>
      )}
    </Box>
  );
}

function StateChip({ product }: { product: StaffProduct }) {
  const { t } = useTranslation();
  if (product.publishedAt === null) return <Chip size="small" variant="outlined" color="warning" label={t('staff.products.stateDraft')} />;
  return (
    <Chip
      size="small"
      variant={product.active ? 'filled' : 'outlined'}
      color={product.active ? 'success' : 'default'}
      label={t(product.active ? 'staff.products.stateActive' : 'staff.products.stateInactive')}
    />
  );
}

const sortable: Partial<Record<string, ProductSort>> = { name: 'name', referenceNumber: 'referenceNumber', price: 'price', created: 'created' };
const columns = ['name', 'referenceNumber', 'colour', 'price', 'state', 'created'] as const;

type RowsProps = { products: StaffProduct[]; view: ProductListView; onSort: (sort: ProductSort, direction: 'asc' | 'desc') => void };

/** The wide screen's table: column headers sort, a row opens the product (its name is the link for the keyboard). */
export function ProductTable({ products, view, onSort }: RowsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('staff.sections.products')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }} />
            {columns.map((column) => {
              const sort = sortable[column];
              const active = sort !== undefined && view.sort === sort;
              return (
                <TableCell key={column} sortDirection={active ? view.direction : false}>
                  {sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? view.direction : defaultDirection(sort)}
                      onClick={() => onSort(sort, active ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(sort))}
                    >
                      {t(`staff.products.columns.${column}`)}
                    </TableSortLabel>
                  ) : (
                    t(`staff.products.columns.${column}`)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id} hover onClick={() => void navigate(productPath(product.id))} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <Thumb product={product} size={40} />
              </TableCell>
              <TableCell>
                <Link to={productPath(product.id)} onClick={(event) => event.stopPropagation()} style={{ color: 'inherit', fontWeight: 600 }}>
                  {localizedName(product, language)}
                </Link>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{product.referenceNumber}</TableCell>
              <TableCell>
                <Swatch product={product} />
              </TableCell>
              <TableCell>
                <PriceText product={product} />
              </TableCell>
              <TableCell>
                <StateChip product={product} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopDate(product.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone's list: one card a product, the whole card a link to it. */
export function ProductCards({ products }: { products: StaffProduct[] }) {
  const { language } = useLanguage();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {products.map((product) => (
        <li key={product.id}>
          <Paper
            component={Link}
            to={productPath(product.id)}
            variant="outlined"
            sx={{ display: 'flex', gap: 1.5, p: 1.5, borderRadius: 2, color: 'inherit', textDecoration: 'none' }}
          >
            <Thumb product={product} size={64} />
            <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{localizedName(product, language)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                {product.referenceNumber}
              </Typography>
              <Typography variant="body2" component="div">
                <Swatch product={product} />
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <PriceText product={product} />
                <StateChip product={product} />
              </Stack>
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
