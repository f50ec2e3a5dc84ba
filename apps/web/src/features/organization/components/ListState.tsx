import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';

type ListStateProps<Item> = {
  query: { data: Item[] | undefined; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
};

/** A short list's states: skeleton rows while it loads, the failure with Try again, its empty text, or the rows. */
export function ListState<Item>({ query, loadingLabel, failedText, emptyText, children }: ListStateProps<Item>) {
  if (query.isError && !query.data) return <LoadFailed message={failedText} onRetry={() => query.refetch()} />;
  if (!query.data) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {emptyText}
      </Text>
    );
  }
  return children(query.data);
}
