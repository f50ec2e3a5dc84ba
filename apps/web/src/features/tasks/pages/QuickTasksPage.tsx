import { PlaceholderPage } from '../../../app/routes/PlaceholderPage.tsx';

/** Being built (tasks issue): says so plainly until then. */
export function QuickTasksPage() {
  return <PlaceholderPage navKey="quickTasks" />;
}
