import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatters } from '../i18n/use-formatters.ts';

export type CountedTabsProps<Filter extends string> = {
  filters: readonly Filter[];
  value: Filter;
  onChange: (filter: Filter) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (filter: Filter) => string;
  /** The tab's count, or undefined while it loads. */
  countOf: (filter: Filter) => number | undefined;
  /** The chosen tab's panel. */
  children: ReactNode;
};

/** Status tabs of a paged list, each with its count as a badge, the chosen one holding the list. */
export function CountedTabs<Filter extends string>({
  filters,
  value,
  onChange,
  label,
  labelOf,
  countOf,
  children,
}: CountedTabsProps<Filter>) {
  const { number } = useFormatters();
  const isFilter = (next: string | null): next is Filter => (filters as readonly (string | null)[]).includes(next);
  return (
    <Tabs value={value} onChange={(next) => isFilter(next) && onChange(next)}>
      <Tabs.List aria-label={label}>
        {filters.map((filter) => {
          const text = labelOf(filter);
          const count = countOf(filter);
          return (
            <Tabs.Tab
              key={filter}
              value={filter}
              rightSection={
                count !== undefined && (
                  <Badge size="sm" variant="light" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {/* The space keeps the tab's name "Active 2" as it reads on screen, not "Active2". */}{' '}
                    {number(count)}
                  </Badge>
                )
              }
            >
              {text}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {filters.map((filter) => (
        <Tabs.Panel key={filter} value={filter} pt="md">
          {filter === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
