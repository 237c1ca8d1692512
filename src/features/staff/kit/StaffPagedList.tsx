import { useRef, type ReactNode } from 'react';
import { Box, Pagination, Paper, type SxProps, type Theme } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { focusFirstRowAfterPageTurn, listPageAttribute } from '../../../components/listPageFocus';

/** The paging buttons' names, in the staff's words. */
export const staffPageLabel = (t: TFunction) => (type: 'first' | 'previous' | 'next' | 'page' | 'last' | 'start-ellipsis' | 'end-ellipsis', page: number | null): string => {
  if (type === 'page') return t('staff.pagination.page', { page });
  return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`staff.pagination.${type}`) : '';
};

type StaffPagesProps = {
  /** The page shown, 1-based as the address (useListView) shows it. */
  page: number;
  count: number;
  onPageChange: (page: number) => void;
  /** Pages shown beside the current one (MUI's default 1; 0 where the row is narrow). */
  siblingCount?: number;
  sx?: SxProps<Theme>;
};

/**
 * The numbered page buttons under a staff list. A page turn takes the keyboard's focus to the new page's first row once
 * it has come (listPageFocus.ts), not to the page's body where the pressed button, drawn anew or disabled, left it.
 * The list is the one just before the buttons in their parent.
 */
export function StaffPages({ page, count, onPageChange, siblingCount, sx }: StaffPagesProps) {
  const { t } = useTranslation();
  const pages = useRef<HTMLElement>(null);
  return (
    <Pagination
      ref={pages}
      {...{ [listPageAttribute]: page }}
      count={count}
      page={page}
      onChange={(_event, value) => {
        onPageChange(value);
        if (value !== page) focusFirstRowAfterPageTurn(pages.current, value);
      }}
      siblingCount={siblingCount}
      sx={sx}
      getItemAriaLabel={staffPageLabel(t)}
    />
  );
}

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
  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      </Paper>
      {totalPages > 1 && <StaffPages count={totalPages} page={page} onPageChange={onPageChange} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
    </>
  );
}
