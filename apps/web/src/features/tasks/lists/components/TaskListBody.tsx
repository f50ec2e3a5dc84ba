import { Stack } from '@mantine/core';
import type { TaskCard, TaskPagedList } from '@worktrail/contract';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../../shared/ui/LoadFailed.tsx';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { useClampedPage } from '../../../../shared/ui/use-paged-list.ts';

type TaskListBodyProps = {
  query: { data: TaskPagedList | undefined; isError: boolean; refetch: () => unknown };
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  failedText: string;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** The rows of one page; `null` while the first page loads. */
  children: (items: TaskCard[] | null) => ReactNode;
};

/**
 * One page of tasks with the pager under it (§9), the load failure with a retry, or the empty state. When the
 * list shrinks under the current page (a task done or deleted), it goes back to the last page.
 */
export function TaskListBody({ query, page, size, setPage, setSize, failedText, empty, children }: TaskListBodyProps) {
  const data = query.data;
  const total = data?.pagination.total_Items;
  useClampedPage({ page, size, total, setPage });

  if (query.isError && !data) return <LoadFailed message={failedText} onRetry={() => query.refetch()} />;
  if (data && data.items.length === 0) return empty;
  return (
    <Stack gap="md">
      {children(data?.items ?? null)}
      {total !== undefined && <Pager page={page} size={size} total={total} onPage={setPage} onSize={setSize} />}
    </Stack>
  );
}
