import { useRef } from 'react';
import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { focusFirstRowAfterPageTurn, listPageAttribute } from '../../../components/listPageFocus';
import { useIsWideScreen } from '../../../components/useIsWideScreen';

type StaffTablePaginationProps = {
  /** The list's view and its change, as useListView gives them: the page is 1-based there, 0-based in MUI. */
  list: { view: { page: number; size: number }; change: (next: { page?: number; size?: number }) => void; sizes: readonly number[] };
  /** How many rows the whole list has. */
  total: number;
  /** Whether `total` is only a floor (the server stopped counting): no last-page button, the capped words. */
  capped?: boolean;
  /** The section's words for the page size's label and for the rows shown ("21–40 / 95"): each section has its own. */
  rowsPerPageLabel: string;
  /** `count` is the list's total, also when capped (MUI's count is then -1). */
  shownRows: (rows: { from: number; to: number; count: number }) => string;
};

/**
 * The page and page-size controls under a staff table, on the address-kept view: a page turn keeps the filters, a new
 * size starts again at page 1; first and last buttons only at desktop width, where there is room for them. Either
 * takes the keyboard's focus to the new page's first row once it has come (listPageFocus.ts): the sections draw the
 * rows and these controls anew for each page, so the button pressed is gone by then. The table is the one just
 * before the controls in their parent.
 */
export function StaffTablePagination({ list, total, capped = false, rowsPerPageLabel, shownRows }: StaffTablePaginationProps) {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const controls = useRef<HTMLDivElement>(null);
  const { view, change, sizes } = list;
  const show = (next: { page: number; size?: number }) => {
    change(next);
    if (next.page !== view.page || (next.size ?? view.size) !== view.size) focusFirstRowAfterPageTurn(controls.current, next.page);
  };
  return (
    <TablePagination
      ref={controls}
      {...{ [listPageAttribute]: view.page }}
      component="div"
      count={capped ? -1 : total}
      page={view.page - 1}
      rowsPerPage={view.size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => show({ page: next + 1 })}
      onRowsPerPageChange={(event) => show({ page: 1, size: Number(event.target.value) })}
      labelRowsPerPage={rowsPerPageLabel}
      labelDisplayedRows={({ from, to }) => shownRows({ from, to, count: total })}
      getItemAriaLabel={(type) => t(`staff.pagination.${type}`)}
      showFirstButton={wide}
      showLastButton={wide && !capped}
    />
  );
}
