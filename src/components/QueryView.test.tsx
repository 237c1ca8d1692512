import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/setup';
import type { Language } from '../i18n/languages';
import { bothReads } from './bothReads';
import { InlineLoadFailure } from './InlineLoadFailure';
import { QueryView, readFailed, type QueryRead } from './QueryView';

type Item = { id: number; name: string };

function read<T>(state: Partial<QueryRead<T>>): QueryRead<T> & { refetch: jest.Mock } {
  return { isError: false, isFetching: false, ...state, refetch: jest.fn() };
}

function renderIn(language: Language, view: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{view}</I18nextProvider>);
}

type ItemsViewProps = { query: QueryRead<Item[]>; failure?: string | ((retry: () => void) => ReactNode) };

function ItemsView({ query, failure = 'Could not load the items.' }: ItemsViewProps) {
  return (
    <QueryView
      query={query}
      loading={<div role="status" aria-label="Items are loading" />}
      failure={failure}
      empty={<p>No items yet.</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows the skeleton until the first answer', () => {
    renderIn('uz', <ItemsView query={read<Item[]>({ isFetching: true })} />);
    expect(screen.getByRole('status', { name: 'Items are loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what failed with a real retry button that asks again, in the shopper’s language', async () => {
    const user = userEvent.setup();
    const query = read<Item[]>({ isError: true });
    renderIn('ru', <ItemsView query={query} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the items.');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the skeleton again while a retry after a failure runs', () => {
    renderIn('uz', <ItemsView query={read<Item[]>({ isError: true, isFetching: true })} />);
    expect(screen.getByRole('status', { name: 'Items are loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list, and the answer otherwise', () => {
    const { rerender } = renderIn('uz', <ItemsView query={read<Item[]>({ data: [] })} />);
    expect(screen.getByText('No items yet.')).toBeInTheDocument();

    rerender(
      <I18nextProvider i18n={createI18n('uz')}>
        <ItemsView query={read({ data: [{ id: 1, name: 'Linen dress' }] })} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Linen dress');
    expect(screen.queryByText('No items yet.')).not.toBeInTheDocument();
  });

  it('keeps showing an answer it has when a later read fails', () => {
    renderIn('uz', <ItemsView query={read({ data: [{ id: 1, name: 'Linen dress' }], isError: true })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Linen dress');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks `isEmpty` when the answer is not a list', () => {
    renderIn(
      'uz',
      <QueryView
        query={read({ data: { total: 0 } })}
        loading={null}
        failure="Failed."
        isEmpty={(page) => page.total === 0}
        empty={<p>Nothing here.</p>}
      >
        {(page) => <p>{page.total} found</p>}
      </QueryView>,
    );
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });

  it('lets a list or a card draw its own failure around the retry', async () => {
    const user = userEvent.setup();
    const query = read<Item[]>({ isError: true });
    renderIn('uz', <ItemsView query={query} failure={(retry) => <InlineLoadFailure message="The list failed." onRetry={retry} />} />);

    expect(screen.getByRole('alert')).toHaveTextContent('The list failed.');
    await user.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('readFailed', () => {
  it('is failed only without an answer, after a failure, with no retry running', () => {
    expect(readFailed({ isError: true, isFetching: false })).toBe(true);
    expect(readFailed({ isError: true, isFetching: true })).toBe(false);
    expect(readFailed({ isError: false, isFetching: false })).toBe(false);
    expect(readFailed({ data: [], isError: true, isFetching: false })).toBe(false);
  });
});

describe('bothReads', () => {
  it('has an answer only once both reads have one', () => {
    expect(bothReads(read({ data: 1 }), read<string>({ isFetching: true })).data).toBeUndefined();
    expect(bothReads(read({ data: 1 }), read({ data: 'a' })).data).toEqual([1, 'a']);
  });

  it('fails as soon as one read has failed, even while the other is still on its way, and retries only that one', () => {
    const failed = read<number>({ isError: true });
    const pending = read<string>({ isFetching: true });
    const both = bothReads(failed, pending);

    expect(readFailed(both)).toBe(true);
    both.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(pending.refetch).not.toHaveBeenCalled();
  });
});
