import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StockSize } from '../../../../contract/stock';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { arrowDownIcon, arrowUpIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { useDeleteSizeMutation, useGetProductStockQuery, useRenameSizeMutation, useReorderSizesMutation } from './api';
import { AddSizeForm, RenameSizeDialog } from './SizeForms';
import { StockChangeDialog } from './StockChangeDialog';
import { StockHistory } from './StockHistory';
import { useStaffFailure } from '../kit/useStaffFailure';

type SizeRowProps = { size: StockSize; first: boolean; last: boolean; onChange: () => void; onRename: () => void; onMove: (step: -1 | 1) => void; onDelete: () => void };

function SizeRow({ size, first, last, onChange, onRename, onMove, onDelete }: SizeRowProps) {
  const { t } = useTranslation();
  const soldOut = size.quantity === 0;
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: 56, overflowWrap: 'anywhere' }}>{size.size}</Typography>
      <Box sx={{ flex: 1, minWidth: 96 }}>
        {soldOut ? (
          <Chip label={t('staff.stock.soldOut')} color="warning" size="small" />
        ) : (
          <Typography sx={{ fontSize: '1.125rem' }}>{t('staff.stock.pieces', { count: size.quantity })}</Typography>
        )}
      </Box>
      <Button variant="contained" onClick={onChange} aria-label={t('staff.stock.changeLabel', { size: size.size })} sx={{ minHeight: 48, minWidth: 96 }}>
        {t('staff.stock.change')}
      </Button>
      <Stack direction="row">
        <IconButton onClick={() => onMove(-1)} disabled={first} aria-label={t('staff.stock.moveUp', { size: size.size })} sx={{ width: 44, height: 44 }}>
          <Icon path={arrowUpIcon} size={20} />
        </IconButton>
        <IconButton onClick={() => onMove(1)} disabled={last} aria-label={t('staff.stock.moveDown', { size: size.size })} sx={{ width: 44, height: 44 }}>
          <Icon path={arrowDownIcon} size={20} />
        </IconButton>
        <IconButton onClick={onRename} aria-label={t('staff.stock.renameLabel', { size: size.size })} sx={{ width: 44, height: 44 }}>
          <Icon path={editIcon} size={20} />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={t('staff.stock.deleteLabel', { size: size.size })} sx={{ width: 44, height: 44 }}>
          <Icon path={deleteIcon} size={20} />
        </IconButton>
      </Stack>
    </Stack>
  );
}

function SizesSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" role="status" aria-busy="true" aria-label={label} sx={{ borderRadius: 2, p: 2 }}>
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          <Skeleton width={48} height={32} />
          <Skeleton sx={{ flex: 1 }} height={28} />
          <Skeleton variant="rounded" width={96} height={44} />
        </Stack>
      ))}
    </Paper>
  );
}

/**
 * The sizes and stock of one product row (one colour of an item): each size's quantity (sold out at 0), set/add/
 * remove with a reason, add, rename, reorder and delete sizes, and the recent history. Embedded by the stock
 * section and the product editor; the props stay `{ productId }`.
 */
export function ProductStock({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('stock');
  const stockRead = useGetProductStockQuery(productId);
  const [reorderSizes] = useReorderSizesMutation();
  const [renameSize, renaming] = useRenameSizeMutation();
  const [deleteSize, deleting] = useDeleteSizeMutation();
  const [changing, setChanging] = useState<StockSize>();
  const [renamingSize, setRenamingSize] = useState<{ size: StockSize; duplicate: boolean }>();
  const [removing, setRemoving] = useState<StockSize>();

  const move = async (sizes: StockSize[], index: number, step: -1 | 1) => {
    const ids = sizes.map((size) => size.id);
    const other = index + step;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    try {
      await reorderSizes({ productId, sizeIds: ids }).unwrap();
    } catch (error) {
      failed(error);
    }
  };

  const rename = async (name: string) => {
    if (!renamingSize) return;
    try {
      await renameSize({ productId, sizeId: renamingSize.size.id, size: name }).unwrap();
      enqueueSnackbar(t('staff.stock.renamed'), { variant: 'success' });
      setRenamingSize(undefined);
    } catch (error) {
      if (failed(error).reason === 'duplicate') setRenamingSize({ ...renamingSize, duplicate: true });
      else setRenamingSize(undefined);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteSize({ productId, sizeId: removing.id }).unwrap();
      enqueueSnackbar(t('staff.stock.deleted', { size: removing.size }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  return (
    <Box>
      <QueryView
        query={stockRead}
        loading={<SizesSkeleton label={t('staff.stock.loading')} />}
        failure={(retry) => <LoadFailure message={t('staff.stock.loadError')} onRetry={retry} />}
        isEmpty={() => false}
      >
        {(stock) => (
          <Box component="section" aria-labelledby={`stock-sizes-${productId}`}>
            <Typography id={`stock-sizes-${productId}`} component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('staff.stock.sizesTitle')}
            </Typography>
            {stock.sizes.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('staff.stock.noSizes')}</Typography>
            ) : (
              <Paper variant="outlined" sx={{ borderRadius: 2 }}>
                <Box component="ul" aria-label={t('staff.stock.sizesLabel', { name: localizedName(stock, language) })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {stock.sizes.map((size, index) => (
                    <SizeRow
                      key={size.id}
                      size={size}
                      first={index === 0}
                      last={index === stock.sizes.length - 1}
                      onChange={() => setChanging(size)}
                      onRename={() => setRenamingSize({ size, duplicate: false })}
                      onMove={(step) => void move(stock.sizes, index, step)}
                      onDelete={() => setRemoving(size)}
                    />
                  ))}
                </Box>
              </Paper>
            )}
            <AddSizeForm productId={productId} />
          </Box>
        )}
      </QueryView>
      <StockHistory productId={productId} />
      {changing && <StockChangeDialog productId={productId} size={changing} onClose={() => setChanging(undefined)} />}
      {renamingSize && (
        <RenameSizeDialog
          size={renamingSize.size.size}
          busy={renaming.isLoading}
          duplicate={renamingSize.duplicate}
          onCancel={() => setRenamingSize(undefined)}
          onSave={(name) => void rename(name)}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.stock.confirmTitle')}
          text={t('staff.stock.confirmText', { size: removing.size })}
          confirm={t('staff.stock.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </Box>
  );
}
