import type { ReactNode } from 'react';
import { Box, Pagination, Paper } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The paging buttons' names, in the staff's words. */
export const staffPageLabel = (t: TFunction) => (type: 'first' | 'previous' | 'next' | 'page' | 'last' | 'start-ellipsis' | 'end-ellipsis', page: number | null): string => {
  if (type === 'page') return t('staff.pagination.page', { page });
  return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`staff.pagination.${type}`) : '';
};

type StaffPagedListProps = {
  /** The list's name for screen readers. */
  label: string;
  /** The page shown, 1-based as the address (useListView) shows it. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The rows: each an `li`. */
  children: ReactNode;
};

/** A staff list of one page of rows in an outlined frame, with the page buttons under it when there is more than one page. */
export function StaffPagedList({ label, page, totalPages, onPageChange, children }: StaffPagedListProps) {
  const { t } = useTranslation();
  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      </Paper>
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, value) => onPageChange(value)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={staffPageLabel(t)}
        />
      )}
    </>
  );
}
