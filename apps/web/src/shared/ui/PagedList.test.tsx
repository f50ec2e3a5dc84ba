import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PagedList } from './PagedList.tsx';
import { usePagedList } from './use-paged-list.ts';

/** A list of `total` numbered rows, served a page at a time like the API does. */
function NumberedRows({
  total,
  failed = false,
  retry = () => {},
}: {
  total: number;
  failed?: boolean;
  retry?: () => void;
}) {
  const list = usePagedList({});
  const { page, size } = list.params;
  const first = (page - 1) * size;
  const items = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, index) => first + index + 1);
  return (
    <PagedList
      list={list}
      query={{ data: failed ? undefined : { items, totalCount: total }, isError: failed, refetch: retry }}
      search={{ label: 'Search rows' }}
      failedText="Could not load the rows."
      emptyText="There are no rows."
    >
      {(rows) => (
        <ul aria-label="Rows">
          {rows?.map((row) => (
            <li key={row}>Row {row}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** The rows with a way to change them under the list, as a deletion or another tab would. */
function ChangingRows({ initialTotal, retry }: { initialTotal: number; retry?: () => void }) {
  const [total, setTotal] = useState(initialTotal);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setTotal((current) => current - 10)}>
        Delete ten rows
      </button>
      <button type="button" onClick={() => setFailed(true)}>
        Fail
      </button>
      <NumberedRows total={total} failed={failed} retry={retry} />
    </>
  );
}

describe('PagedList', () => {
  it('goes back to the last page when the list shrinks under the current one', async () => {
    renderWithProviders(<ChangingRows initialTotal={25} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Row 21')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete ten rows' }));

    expect(await screen.findByText('Row 11')).toBeInTheDocument();
    expect(screen.getByText('11–15 of 15')).toBeInTheDocument();
  });

  it('says so when there are no rows, and offers a retry when they could not load', async () => {
    const retry = vi.fn();
    renderWithProviders(<ChangingRows initialTotal={0} retry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('There are no rows.');
    expect(screen.getByRole('searchbox', { name: 'Search rows' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Could not load the rows.')).toBeInTheDocument();
    expect(retry).toHaveBeenCalled();
  });
});
