import { PlaceholderPage } from '../../../app/routes/PlaceholderPage.tsx';

/** Being built (tasks issue): says so plainly until then. */
export function BoardPage() {
  return <PlaceholderPage navKey="quickTasks" />;
}
