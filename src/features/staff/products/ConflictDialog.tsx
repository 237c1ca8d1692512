import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { comparedFields, fieldsBody, savedValue, type ComparedField, type ProductForm } from './productForm';
import type { FormChoices } from './ProductFormFields';

const labelKeys = {
  nameUZB: 'nameUZB',
  nameRUS: 'nameRUS',
  descriptionUZB: 'descriptionUZB',
  descriptionRUS: 'descriptionRUS',
  brandId: 'brand',
  colorId: 'colour',
  categoryIds: 'categories',
  sellPrice: 'sellPrice',
  sale: 'sale',
  active: 'active',
  mxikCode: 'mxikCode',
  packageCode: 'packageCode',
  vatPercent: 'vatPercent',
} as const satisfies Record<ComparedField, string>;

type Props = {
  open: boolean;
  mine: ProductForm;
  /** The product as this staff member opened it: a field equal here in `mine` is one they did not change. */
  base: ProductForm;
  stored: ProductForm;
  choices: FormChoices;
  onTakeStored: () => void;
  onReapply: () => void;
};

/**
 * Someone saved the product while this staff member edited it (409 CONFLICT): the fields that differ, stored beside
 * theirs, a field they did not touch marked so (it keeps the stored value). They take the stored product, or lay their own changes over it and save again; nothing is lost either way.
 */
export function ConflictDialog({ open, mine, base, stored, choices, onTakeStored, onReapply }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const wide = useIsWideScreen();
  const differing = comparedFields.filter((field) => savedValue(mine, field) !== savedValue(stored, field));

  const shown = (form: ProductForm, field: ComparedField): string => {
    const body = fieldsBody(form);
    const none = t('staff.products.conflict.none');
    switch (field) {
      case 'brandId':
        return choices.brands.find((brand) => brand.id === body.brandId)?.name ?? none;
      case 'colorId': {
        const colour = choices.colours.find((candidate) => candidate.id === body.colorId);
        return colour ? localizedName(colour, language) : none;
      }
      case 'categoryIds':
        return (
          body.categoryIds
            .flatMap((id) => choices.categories.filter((category) => category.id === id))
            .map((category) => localizedName(category, language))
            .join(', ') || none
        );
      case 'sellPrice':
        return formatPrice(body.sellPrice);
      case 'sale':
        return `${savedValue(form, 'sale')}%`;
      case 'active':
        return t(body.active ? 'staff.products.conflict.yes' : 'staff.products.conflict.no');
      default:
        return savedValue(form, field) || none;
    }
  };

  return (
    <Dialog open={open} maxWidth="md" fullWidth fullScreen={!wide} aria-labelledby="product-conflict-title" aria-describedby="product-conflict-message">
      <DialogTitle id="product-conflict-title">{t('staff.products.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="product-conflict-message" sx={{ mb: 2 }}>
          {t('staff.products.conflict.message')}
        </DialogContentText>
        {differing.length === 0 ? (
          <DialogContentText>{t('staff.products.conflict.same')}</DialogContentText>
        ) : (
          <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top', overflowWrap: 'break-word', hyphens: 'auto' } }}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{t('staff.products.conflict.field')}</TableCell>
                <TableCell component="th">{t('staff.products.conflict.stored')}</TableCell>
                <TableCell component="th">{t('staff.products.conflict.yours')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differing.map((field) => (
                <TableRow key={field}>
                  <TableCell component="th" scope="row">
                    {t(`staff.products.fields.${labelKeys[field]}`)}
                  </TableCell>
                  <TableCell>{shown(stored, field)}</TableCell>
                  {/* A field they left alone is not theirs to lose: laying their changes over keeps the stored value. */}
                  <TableCell>{savedValue(mine, field) === savedValue(base, field) ? t('staff.products.conflict.untouched') : shown(mine, field)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onTakeStored}>{t('staff.products.conflict.takeStored')}</Button>
        <Button variant="contained" onClick={onReapply}>
          {t('staff.products.conflict.reapply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
