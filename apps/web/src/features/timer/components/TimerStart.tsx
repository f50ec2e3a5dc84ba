import { Button, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTasks } from '../../../shared/activity/api/activity-api.ts';
import { onDemandModule } from '../../../shared/ui/lazy-on-demand.tsx';
import { useMyActiveProjects } from '../api/timer-api.ts';
import { PickerStandIn } from './PickerStandIn.tsx';
import type { TimerPicker } from './timer-picker.ts';

/** What the timer starts on: a project, and optionally one of the caller's open tasks of it. */
export type TimerChoice = { projectId: string | null; taskId: string | null };

type TimerStartProps = {
  choice: TimerChoice;
  onChoice: (choice: TimerChoice) => void;
  onStart: () => void;
  starting: boolean;
  /** The weekly limit is reached: nothing may start. */
  blocked: boolean;
};

// The dropdowns (Mantine's combobox, popover and their positioning) load on the first use of a picker, so the
// header every signed-in screen shows does not carry them (issue 18: a first visit within 200 KB of script).
const useTimerOverlays = onDemandModule(() => import('./TimerOverlays.tsx'));

/**
 * The idle timer: the project, the task (optional; the caller's open tasks of that project, reset when the project
 * changes) and Start. Beside each other in a wide header; behind one button on a narrow screen, where the header
 * has no room for two pickers.
 */
export function TimerStart({ choice, onChoice, onStart, starting, blocked }: TimerStartProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  // Up to the md breakpoint the header has no room for both pickers beside the language and account menus.
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.md})`);
  const [opened, setOpened] = useState(false);
  const overlays = useTimerOverlays();
  const canStart = choice.projectId !== null && !blocked;
  // A remembered project the member no longer works on is not offered.
  const projects = useMyActiveProjects(true);
  const gone =
    choice.projectId !== null && projects.isSuccess && !projects.data.some(({ id }) => id === choice.projectId);
  useEffect(() => {
    if (gone) onChoice({ projectId: null, taskId: null });
  }, [gone, onChoice]);

  if (!narrow) {
    return (
      <>
        <TimerPickers choice={choice} onChoice={onChoice} stacked={false} />
        <Button size="xs" onClick={onStart} disabled={!canStart} loading={starting}>
          {t('timer.start')}
        </Button>
      </>
    );
  }
  const toggle = () => {
    void overlays.demand();
    setOpened((open) => !open);
  };
  if (!overlays.module) {
    return (
      <Button size="xs" onClick={toggle} disabled={blocked} loading={overlays.loading}>
        {t('timer.open')}
      </Button>
    );
  }
  return (
    <overlays.module.TimerPopover opened={opened} onChange={setOpened} onToggle={toggle} blocked={blocked}>
      <Stack gap="sm" w={260} role="group" aria-label={t('timer.open')}>
        <TimerPickers choice={choice} onChoice={onChoice} stacked />
        <Button
          onClick={() => {
            onStart();
            setOpened(false);
          }}
          disabled={!canStart}
          loading={starting}
        >
          {t('timer.start')}
        </Button>
      </Stack>
    </overlays.module.TimerPopover>
  );
}

/** The project and task pickers; `stacked` in the narrow screen's popover, with visible labels and the hint. */
function TimerPickers({
  choice,
  onChoice,
  stacked,
}: Pick<TimerStartProps, 'choice' | 'onChoice'> & { stacked: boolean }) {
  const { t } = useTranslation();
  const overlays = useTimerOverlays();
  // The picker whose stand-in was used takes the focus once the real pickers are there.
  const [used, setUsed] = useState<'project' | 'task' | null>(null);
  const projects = useMyActiveProjects(true);
  const tasks = useUserTasks({ projectId: choice.projectId });
  const taskOptions = (tasks.data ?? []).map((task) => ({ value: task.id, label: task.name }));
  const noTasks = choice.projectId !== null && tasks.isSuccess && taskOptions.length === 0;
  // A member nobody has added to a project yet is told who can, instead of meeting an empty list.
  const notOnProject = projects.isSuccess && projects.data.length === 0;
  const taskHint =
    choice.projectId === null
      ? t('timer.pickProjectFirst')
      : tasks.isPending
        ? t('timer.loadingTasks')
        : tasks.isError
          ? t('timer.tasksFailed')
          : noTasks
            ? t('timer.noTasks')
            : t('timer.noTask');

  const pickers = {
    project: {
      label: t('timer.project'),
      stacked,
      width: 200,
      placeholder: notOnProject ? t('timer.notOnProject') : t('timer.pickProject'),
      title: notOnProject ? t('timer.notOnProject') : undefined,
      description: stacked && notOnProject ? t('timer.notOnProject') : undefined,
      nothingFoundMessage: projects.isPending
        ? t('timer.loadingProjects')
        : notOnProject
          ? t('timer.notOnProject')
          : t('timer.noProjects'),
      data: (projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
      value: choice.projectId,
      // Nothing to open for a member on no project: the placeholder says who can add them.
      disabled: notOnProject,
      clearable: false,
      onChange: (projectId) => onChoice({ projectId, taskId: null }),
    },
    task: {
      label: t('timer.task'),
      stacked,
      width: 180,
      placeholder: taskHint,
      title: taskOptions.length === 0 ? taskHint : undefined,
      description: stacked && noTasks ? taskHint : undefined,
      nothingFoundMessage: t('timer.noTaskMatches'),
      data: taskOptions,
      value: choice.taskId,
      disabled: taskOptions.length === 0,
      clearable: true,
      onChange: (taskId) => onChoice({ projectId: choice.projectId, taskId }),
    },
  } satisfies Record<string, TimerPicker>;

  return (['project', 'task'] as const).map((name) =>
    overlays.module ? (
      <overlays.module.PickerSelect key={name} picker={pickers[name]} autoFocus={used === name} />
    ) : (
      <PickerStandIn
        key={name}
        picker={pickers[name]}
        loading={overlays.loading && used === name}
        onUse={() => {
          setUsed(name);
          void overlays.demand();
        }}
      />
    ),
  );
}
