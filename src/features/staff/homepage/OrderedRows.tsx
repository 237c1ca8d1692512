import type { ReactNode } from 'react';
import { Box, IconButton, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { deleteIcon, editIcon } from '../kit/actionIcons';
import { MoveButtons } from './MoveButtons';

type OrderedRowsProps<Row extends { id: number }> = {
  rows: Row[];
  label: string;
  nameOf: (row: Row, index: number) => string;
  children: (row: Row, index: number) => ReactNode;
  busy: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
};

/** A list of rows in the storefront's order, each with up, down, edit and delete; one column on a phone. */
export function OrderedRows<Row extends { id: number }>({ rows, label, nameOf, children, busy, onMove, onEdit, onDelete }: OrderedRowsProps<Row>) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row, index) => {
          const name = nameOf(row, index);
          return (
            <Stack key={row.id} component="li" aria-label={name} direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>{children(row, index)}</Box>
              <Stack direction="row" sx={{ alignItems: 'center', alignSelf: { xs: 'flex-end', md: 'center' } }}>
                <MoveButtons name={name} first={index === 0} last={index === rows.length - 1} busy={busy} onMove={(by) => onMove(index, by)} />
                <IconButton onClick={() => onEdit(row)} aria-label={t('staff.homepage.editLabel', { name })}>
                  <Icon path={editIcon} size={20} />
                </IconButton>
                <IconButton onClick={() => onDelete(row)} aria-label={t('staff.homepage.deleteLabel', { name })}>
                  <Icon path={deleteIcon} size={20} />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}
