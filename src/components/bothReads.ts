import { readFailed, type QueryRead } from './QueryView';

/**
 * Two reads shown as one: ready when both have answered, failed as soon as either has failed (the other may still be
 * on its way), and its retry asks again only what failed.
 */
export function bothReads<A, B>(first: QueryRead<A>, second: QueryRead<B>): QueryRead<[A, B]> {
  const failed = readFailed(first) || readFailed(second);
  return {
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    isError: failed,
    isFetching: !failed && (first.isFetching || second.isFetching),
    refetch: () => {
      if (first.isError) void first.refetch();
      if (second.isError) void second.refetch();
    },
  };
}
