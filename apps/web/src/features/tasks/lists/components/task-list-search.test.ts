import { describe, expect, it } from 'vitest';
import {
  defaultTaskListParams,
  hasTaskFilters,
  readQuickTasksSearch,
  readViewTasksSearch,
} from './task-list-search.ts';

const id = '0190f5f0-0000-7000-8000-e00000000001';

describe('task list addresses', () => {
  it('reads an empty address as the first page of every task, soonest due first', () => {
    expect(readViewTasksSearch(new URLSearchParams())).toEqual(defaultTaskListParams);
    expect(hasTaskFilters(defaultTaskListParams)).toBe(false);
  });

  it('reads malformed values as absent rather than sending them to the API', () => {
    const params = new URLSearchParams({
      AssigneeIds: `${id},not-an-id,${id}`,
      State: 'closed',
      Priorities: 'high,extreme',
      DueFrom: '2025-02-30',
      DueTo: '1999-12-31',
      Sorting: 'colour asc',
      PageNo: '-2',
      PageSize: '500',
    });
    expect(readViewTasksSearch(params)).toEqual({
      ...defaultTaskListParams,
      assigneeIds: [id],
      priorities: ['high'],
    });
  });

  it('drops a due range end that lies before its start, which the API would refuse', () => {
    const params = new URLSearchParams({ DueFrom: '2025-03-10', DueTo: '2025-03-01' });
    expect(readViewTasksSearch(params)).toMatchObject({ dueFrom: '2025-03-10', dueTo: null });
  });

  it('keeps Quick Tasks’ project, done switch and page', () => {
    const params = new URLSearchParams({ ProjectId: id, State: 'all', PageNo: '2' });
    expect(readQuickTasksSearch(params)).toEqual({ projectId: id, showDone: true, page: 2, size: 10 });
    expect(readQuickTasksSearch(new URLSearchParams({ ProjectId: 'x' })).projectId).toBeNull();
  });
});
