// The timeline's calls, as its routes, the dashboard and the tests import them: reads (month summary, day detail)
// and changes (offline time, edits, deletes) live in their own files, the object rules in timeline.policy.ts.
export {
  addOfflineActivity,
  deleteActivities,
  editActivity,
  editBulkActivity,
} from './timeline.changes.service.ts';
export type { TimelineDeps } from './timeline.deps.ts';
export { requireVisibleMember, visibleMemberZone } from './timeline.policy.ts';
export { dayDetail, listUserTasks, monthSummary, summariseRange } from './timeline.reads.service.ts';
