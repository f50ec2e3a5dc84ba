import type { BoardOptions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { OnDemandSelect } from '../../../../shared/forms/on-demand-fields.tsx';
import { useTaskProjects } from '../api/get-task-projects.ts';

/**
 * The project whose tasks Quick Tasks shows (§2: one must be chosen). Like the board picker, it is drawn closed and
 * fetches its dropdown when first used, not with the screen.
 */
export function ProjectPicker({ value, onChange }: { value: string | null; onChange: (projectId: string) => void }) {
  const { t } = useTranslation();
  const projects = useTaskProjects();
  return (
    <OnDemandSelect
      label={t('taskLists.quick.project')}
      placeholder={projects.isPending ? t('taskLists.loading') : t('taskLists.quick.projectPlaceholder')}
      data={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
      value={value}
      onChange={(projectId) => projectId && onChange(projectId)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('taskLists.quick.noProjects')}
      required
      w={280}
      maw="100%"
    />
  );
}

type BoardPickerProps = { boards: BoardOptions; value: string; onChange: (boardId: string) => void };

/** The board new tasks go to, grouped by workspace. */
export function BoardPicker({ boards, value, onChange }: BoardPickerProps) {
  const { t } = useTranslation();
  const workspaces = new Map(boards.map((board) => [board.workspaceId, board.workspaceName]));
  return (
    <OnDemandSelect
      label={t('taskLists.quick.board')}
      data={[...workspaces].map(([workspaceId, workspaceName]) => ({
        group: workspaceName,
        items: boards
          .filter((board) => board.workspaceId === workspaceId)
          .map((board) => ({ value: board.id, label: board.name })),
      }))}
      value={value}
      onChange={(boardId) => boardId && onChange(boardId)}
      allowDeselect={false}
      w={260}
      maw="100%"
    />
  );
}
