import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon';
import { cloudOffOutlined } from './icons/paths';
import { StatusMessage } from './StatusMessage';
import ui from './ui.module.css';

/**
 * What showing a read needs of an RTK Query hook's result (the result fits as it is). Pass `currentData` as `data`
 * where a new argument must not show the previous argument's answer while it loads.
 */
export type QueryRead<T> = {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The read has no answer and its last try failed (after RTK Query's own retries): time to say so and offer a retry.
 * Without an answer and not failed it is loading, a retry after a failure included, so the retry visibly does something.
 */
export function readFailed(read: Pick<QueryRead<unknown>, 'data' | 'isError' | 'isFetching'>): boolean {
  return read.data === undefined && read.isError && !read.isFetching;
}

/**
 * A read that failed even after the automatic retries, in place of a page's or a section's content: says so at once
 * (role="alert") and offers one more try. It shares QueryView's module because the landing pages need both, and a
 * module of its own would add to their first load.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      role="alert"
      icon={<Icon path={cloudOffOutlined} />}
      message={message}
      action={
        <button type="button" className={ui.button} onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

type QueryViewProps<T> = {
  query: QueryRead<T>;
  /** The skeleton (with role="status" and a label saying what loads), until the first answer and while a retry runs. */
  loading: ReactNode;
  /**
   * The failure's sentence, shown with a retry in place of the content (LoadFailure); or the whole failure, given the
   * retry, where it sits in a list or a board (InlineLoadFailure) or a card draws its own.
   */
  failure: string | ((retry: () => void) => ReactNode);
  /** Shown instead of `children` when the answer has nothing to show. */
  empty?: ReactNode;
  /** Whether the answer has nothing to show; an empty list unless given. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * A read's state on screen, the same way everywhere: its skeleton while it loads, what failed with a retry, the empty
 * state, then the answer. Plain CSS, so the pages that draw without MUI use it as well as the MUI ones.
 */
export function QueryView<T>({ query, loading, failure, empty, isEmpty, children }: QueryViewProps<T>) {
  const { data } = query;
  if (data === undefined) {
    if (!readFailed(query)) return loading;
    const retry = () => void query.refetch();
    return typeof failure === 'string' ? <LoadFailure message={failure} onRetry={retry} /> : failure(retry);
  }
  if (empty !== undefined && (isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0)) return empty;
  return children(data);
}
