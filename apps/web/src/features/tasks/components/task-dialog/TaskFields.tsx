import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { type BoardDetail, type TaskDetail, taskLimits, taskPriorities } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { ProjectDot } from '../../../../shared/activity/components/ProjectDot.tsx';
import { acceptedDateBounds } from '../../../../shared/forms/date-bounds.ts';
import { PersonAvatar, PersonOption } from '../PersonAvatar.tsx';
import { MarkdownField } from './MarkdownField.tsx';
import { MarkdownView } from './MarkdownView.tsx';
import type { TaskFormField, TaskFormValues } from './task-form-values.ts';
import { useTaskOptions } from './use-task-options.ts';

type TaskFieldsProps = {
  values: TaskFormValues;
  errors: Partial<Record<TaskFormField, string>>;
  onChange: (change: Partial<TaskFormValues>) => void;
  task: TaskDetail | null;
  board: BoardDetail | undefined;
  readOnly: boolean;
};

/**
 * The task's fields (§3, §5): name, description in Markdown with a preview, assignee, due date, project, status and
 * priority, every one but the description required with its own message. Read-only for those who may not edit.
 */
export function TaskFields({ values, errors, onChange, task, board, readOnly }: TaskFieldsProps) {
  const { t, i18n } = useTranslation();
  const options = useTaskOptions({ board, task, groupId: values.groupId, editable: !readOnly });
  const byId = new Map(options.assignees.map((person) => [person.id, person]));
  const chosen = byId.get(values.assigneeId);
  const select = { required: !readOnly, readOnly, comboboxProps: { withinPortal: true } } as const;

  return (
    <Stack>
      <TextInput
        label={t('tasks.form.name')}
        required={!readOnly}
        readOnly={readOnly}
        data-autofocus
        maxLength={taskLimits.nameMax + 50}
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={errors.name}
      />
      {readOnly ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tasks.form.description')}
          </Text>
          <MarkdownView text={values.description} emptyText={t('tasks.form.noDescription')} />
        </Stack>
      ) : (
        <MarkdownField
          label={t('tasks.form.description')}
          value={values.description}
          onChange={(description) => onChange({ description })}
          error={errors.description}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          {...select}
          label={t('tasks.form.assignee')}
          placeholder={readOnly ? undefined : t('tasks.form.assigneePlaceholder')}
          searchable
          data={options.assigneeData}
          value={values.assigneeId || null}
          onChange={(value) => onChange({ assigneeId: value ?? '' })}
          error={errors.assigneeId ?? options.failures.assignees}
          nothingFoundMessage={t('tasks.form.nothingFound')}
          leftSection={chosen ? <PersonAvatar person={chosen} size={22} /> : undefined}
          renderOption={({ option }) => (
            <PersonOption person={byId.get(option.value) ?? { name: option.label, profilePicture: null }} />
          )}
        />
        <DatesProvider settings={{ locale: i18n.language }}>
          <DatePickerInput
            {...acceptedDateBounds}
            label={t('tasks.form.dueDate')}
            placeholder={readOnly ? undefined : t('tasks.form.dueDatePlaceholder')}
            required={!readOnly}
            readOnly={readOnly}
            valueFormat="D MMM YYYY"
            value={values.dueDate || null}
            onChange={(value) => onChange({ dueDate: value ?? '' })}
            error={errors.dueDate}
            popoverProps={{ withinPortal: true }}
          />
        </DatesProvider>
        <Select
          {...select}
          label={t('tasks.form.project')}
          placeholder={readOnly ? undefined : t('tasks.form.projectPlaceholder')}
          searchable
          data={options.projectData}
          value={values.projectId || null}
          onChange={(value) => onChange({ projectId: value ?? '' })}
          error={errors.projectId ?? options.failures.projects}
          nothingFoundMessage={t('tasks.form.nothingFound')}
          leftSection={values.projectId ? <ProjectDot color={options.projectColor(values.projectId)} /> : undefined}
        />
        <Select
          {...select}
          label={t('tasks.form.status')}
          placeholder={readOnly ? undefined : t('tasks.form.statusPlaceholder')}
          data={options.statusData}
          value={values.groupId || null}
          onChange={(value) => onChange({ groupId: value ?? '' })}
          error={errors.groupId ?? options.failures.statuses}
        />
        <Select
          {...select}
          label={t('tasks.form.priority')}
          placeholder={readOnly ? undefined : t('tasks.form.priorityPlaceholder')}
          data={taskPriorities.map((priority) => ({ value: priority, label: t(`tasks.priorities.${priority}`) }))}
          value={values.priority || null}
          onChange={(value) => onChange({ priority: (value as TaskFormValues['priority'] | null) ?? '' })}
          error={errors.priority}
        />
      </SimpleGrid>
    </Stack>
  );
}
