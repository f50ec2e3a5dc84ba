import type { ApiKeyScope } from '@worktrail/contract';

/** A scope's key in the dictionaries (`reports:read` → `reportsRead`): i18next reads `:` as a namespace mark. */
export const scopeLabelKey = {
  'reports:read': 'reportsRead',
  'time:read': 'timeRead',
  'time:write': 'timeWrite',
  'members:manage': 'membersManage',
  'projects:manage': 'projectsManage',
} as const satisfies Record<ApiKeyScope, string>;
