import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { paging, totalPages } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/use-formatters.ts';

/** Page sizes offered under a list; the first is the §9 default. */
export const pageSizes = [paging.defaultPageSize, 25, 50] as const;

type PagerProps = {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
};

/** Under a paged list: which rows show of how many, the page size (10, 25, 50) and the pages (§9). */
export function Pager({ page, size, total, onPage, onSize }: PagerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const pages = totalPages({ total, size });
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);

  return (
    <Group justify="space-between" gap="md">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('pager.range', { from: number(from), to: number(to), total: number(total) })}
        </Text>
        <NativeSelect
          size="xs"
          label={t('pager.pageSize')}
          value={String(size)}
          data={pageSizes.map((option) => ({ value: String(option), label: number(option) }))}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' } }}
        />
      </Group>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`pager.page.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page.number', { page: number(item) }) })}
        />
      )}
    </Group>
  );
}
