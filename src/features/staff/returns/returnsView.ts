import type { StaffReturnRequest } from '../../../../contract/returns';
import type { ReturnStatus } from '../../../../contract/limits';
import type { Language } from '../../../i18n/languages';
import { localizedName } from '../../../i18n/localized';
import { useLocation } from 'react-router-dom';
import { useListView, type ListAddress } from '../kit/useListView';

// The contract's lists (src/ takes only types from contract/): the type checker holds these to its words.
export const returnStatuses: ReturnStatus[] = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED', 'EXCHANGED', 'CLOSED'];

export const returnPath = (id: number) => `/staff/returns/${id}`;

/** The line as the shopper bought it, in the reader's language. */
export const lineName = (request: Pick<StaffReturnRequest, 'nameUZB' | 'nameRUS'>, language: Language) => localizedName(request, language);

/** The list's status and page in the address (?status=APPROVED&page=2): what came in (REQUESTED) unless it says otherwise. */
const returnsAddress: ListAddress<{ status: ReturnStatus }> = {
  read: (params) => ({ status: returnStatuses.find((status) => status === params.get('status')) ?? 'REQUESTED' }),
  write: (view) => new URLSearchParams(view.status === 'REQUESTED' ? {} : { status: view.status }),
  sizes: [20, 50, 100],
  // Each tab is a step Back returns from, as the orders' are.
  replaces: (next) => next.status === undefined,
};

export const useReturnsView = () => useListView(returnsAddress);

/** What a link from the list to a request carries: the list's address, filters kept, for the request's way back. */
export function useListState(): { returnsList: string } {
  const { pathname, search } = useLocation();
  return { returnsList: `${pathname}${search}` };
}

/** Back to the list the request was opened from, its tab and page kept; to the list's first tab when opened any other way. */
export function useBackToList(): string {
  const state: unknown = useLocation().state;
  const list = typeof state === 'object' && state !== null && 'returnsList' in state ? state.returnsList : undefined;
  return typeof list === 'string' && list.startsWith('/staff/returns') ? list : '/staff/returns';
}
