import { useMemo, useState } from 'react';
import { isOrderable } from './cartTotals';
import type { CartLine } from './types';

export type CartSelection = {
  selectedIds: ReadonlySet<number>;
  /** Every orderable line is selected (false when there is none). */
  allSelected: boolean;
  /** Some, not all, orderable lines are selected: the select-all box shows a dash. */
  someSelected: boolean;
  orderableCount: number;
  setSelected: (cartItemId: number, selected: boolean) => void;
  setAllSelected: (selected: boolean) => void;
};

/**
 * Which lines go into the order. The shopper's un-ticks are what is kept, so every orderable line starts
 * selected, a line that comes back in stock (or a line merged by a size change) joins by itself, and a
 * sold-out or withdrawn line is never selected whatever was ticked before.
 */
export function useCartSelection(lines: CartLine[]): CartSelection {
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(() => new Set());
  const orderableIds = useMemo(() => lines.filter(isOrderable).map((line) => line.cartItemId), [lines]);
  const selectedIds = useMemo(() => new Set(orderableIds.filter((id) => !unselected.has(id))), [orderableIds, unselected]);

  const setSelected = (cartItemId: number, selected: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (selected) next.delete(cartItemId);
      else next.add(cartItemId);
      return next;
    });

  const setAllSelected = (selected: boolean) => setUnselected(selected ? new Set() : new Set(orderableIds));

  const allSelected = orderableIds.length > 0 && selectedIds.size === orderableIds.length;
  return {
    selectedIds,
    allSelected,
    someSelected: selectedIds.size > 0 && !allSelected,
    orderableCount: orderableIds.length,
    setSelected,
    setAllSelected,
  };
}
