import { type CreateTaskRequest, createTaskRequest, type TaskDetail, type TaskPriority } from '@worktrail/contract';
import { type Validation, validateWith } from '../../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';

/** The task form's values as its inputs hold them: '' for "not chosen yet". */
export type TaskFormValues = {
  name: string;
  description: string;
  assigneeId: string;
  dueDate: string;
  projectId: string;
  groupId: string;
  priority: TaskPriority | '';
};
export type TaskFormField = keyof TaskFormValues;
export const taskFormFields: readonly TaskFormField[] = [
  'name',
  'description',
  'assigneeId',
  'dueDate',
  'projectId',
  'groupId',
  'priority',
];

/** The form's starting values: the task as read, or an empty one in the status it is added to. */
export function initialTaskValues(task: TaskDetail | null, groupId: string | null): TaskFormValues {
  if (!task)
    return {
      name: '',
      description: '',
      assigneeId: '',
      dueDate: '',
      projectId: '',
      groupId: groupId ?? '',
      priority: '',
    };
  return {
    name: task.name,
    description: task.description,
    assigneeId: task.assignee.id,
    dueDate: task.dueDate,
    projectId: task.project.id,
    groupId: task.group.id,
    priority: task.priority,
  };
}

/** Checks the form against the contract: every field required (§5), each with its own message, translated. */
export function checkTaskForm(values: TaskFormValues): Validation<TaskFormField, CreateTaskRequest> {
  return validateWith(createTaskRequest, { ...values, priority: values.priority || undefined }, (_field, issue) =>
    translateKnownMessage(issue.message),
  );
}

/** The form field a server field error names (`body.assigneeId`, `name`…), if any. */
export function formFieldOf(serverField: string): TaskFormField | undefined {
  const name = serverField.replace(/^body\./, '');
  return (taskFormFields as readonly string[]).includes(name) ? (name as TaskFormField) : undefined;
}
