import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  readFilters,
  readGrouping,
  readPage,
  readShowFirst10,
  reportQueryOf,
  writeFilters,
} from './report-search.ts';

const a = '0198c1f0-0000-7000-8000-000000000001';
const b = '0198c1f0-0000-7000-8000-000000000002';

describe('report filters in the address', () => {
  it('opens on the last 7 days ending today, across a month end', () => {
    expect(defaultRange('2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(readFilters(new URLSearchParams(), '2026-03-02')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      memberIds: [],
      departmentIds: [],
      projectIds: [],
      customerIds: [],
    });
  });

  it('waits for today only when the address lacks a date', () => {
    expect(readFilters(new URLSearchParams(), null)).toBeNull();
    expect(readFilters(new URLSearchParams('FromDate=2026-01-01&ToDate=2026-01-31'), null)?.to).toBe('2026-01-31');
  });

  it('reads back exactly the filters and grouping it wrote, and sends the lists comma separated', () => {
    const filters = {
      from: '2026-03-01',
      to: '2026-03-31',
      memberIds: [a, b],
      departmentIds: [],
      projectIds: [b],
      customerIds: [],
    };
    const written = writeFilters(new URLSearchParams('View=projects&PageNo=3'), filters, {
      groupBy: 'day',
      thenBy: 'project',
    });
    expect(written.toString()).toBe(
      `View=projects&FromDate=2026-03-01&ToDate=2026-03-31&MemberIds=${a}%2C${b}&ProjectIds=${b}&GroupBy=day&ThenBy=project`,
    );
    expect(readFilters(written, null)).toEqual(filters);
    expect(readGrouping(written)).toEqual({ groupBy: 'day', thenBy: 'project' });
    expect(reportQueryOf(filters)).toEqual({
      FromDate: '2026-03-01',
      ToDate: '2026-03-31',
      MemberIds: `${a},${b}`,
      DepartmentIds: undefined,
      ProjectIds: b,
      CustomerIds: undefined,
    });
  });

  it('drops a list emptied since, and a second grouping taken away', () => {
    const before = new URLSearchParams(`MemberIds=${a}&GroupBy=member&ThenBy=day`);
    const after = writeFilters(
      before,
      { from: '2026-03-01', to: '2026-03-02', memberIds: [], departmentIds: [], projectIds: [], customerIds: [] },
      { groupBy: 'member', thenBy: null },
    );
    expect(after.has('MemberIds')).toBe(false);
    expect(after.has('ThenBy')).toBe(false);
  });

  it('reads page 1 of 10 (§9) unless told otherwise, never more than 100 a page, and Show First 10 on', () => {
    expect(readPage(new URLSearchParams())).toEqual({ page: 1, size: 10 });
    expect(readPage(new URLSearchParams('PageNo=3&PageSize=500'))).toEqual({ page: 3, size: 100 });
    expect(readPage(new URLSearchParams('PageNo=-2&PageSize=x'))).toEqual({ page: 1, size: 10 });
    expect(readGrouping(new URLSearchParams('GroupBy=planet'))).toEqual({ groupBy: 'member', thenBy: null });
    expect(readShowFirst10(new URLSearchParams())).toBe(true);
    expect(readShowFirst10(new URLSearchParams('ShowFirst10=false'))).toBe(false);
  });
});
