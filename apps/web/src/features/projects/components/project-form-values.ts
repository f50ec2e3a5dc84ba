import {
  type ProjectListItem,
  type ProjectStatus,
  projectDefaults,
  projectLimits,
  type projectMessages,
} from '@worktrail/contract';
import type { ProjectFields } from '../api/change-project.ts';

type MessageKey = keyof typeof projectMessages;

/** The project form's values as the inputs hold them: text, '' for "none". */
export type ProjectFormValues = {
  projectName: string;
  customerId: string;
  description: string;
  maxWorkingHours: string;
  startDate: string;
  endDate: string;
  status: ProjectStatus;
  colorCode: string;
};
export type ProjectFormField = keyof ProjectFormValues;
export const projectFormFields: readonly ProjectFormField[] = [
  'projectName',
  'customerId',
  'description',
  'maxWorkingHours',
  'startDate',
  'endDate',
  'status',
  'colorCode',
];

/** The form's starting values: the project as listed, or a new one with the §9 defaults. */
export function initialProjectValues(project: ProjectListItem | null): ProjectFormValues {
  return {
    projectName: project?.name ?? '',
    customerId: project?.customerId ?? '',
    description: project?.description ?? '',
    maxWorkingHours: String(project?.maxWorkingHours ?? projectDefaults.maxWorkingHours),
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    status: project?.status ?? 'active',
    colorCode: project?.colorCode ?? projectDefaults.colorCode,
  };
}

/** The contract message key of each failing field (§5), or the fields to send. */
export function checkProjectForm(
  values: ProjectFormValues,
): { ok: true; fields: ProjectFields } | { ok: false; errors: Partial<Record<ProjectFormField, MessageKey>> } {
  const errors: Partial<Record<ProjectFormField, MessageKey>> = {};
  const name = values.projectName.trim();
  if (!name) errors.projectName = 'nameRequired';
  else if (name.length > projectLimits.nameMax) errors.projectName = 'nameTooLong';
  if (!values.customerId) errors.customerId = 'customerRequired';
  const hours = Number(values.maxWorkingHours);
  if (values.maxWorkingHours.trim() === '') errors.maxWorkingHours = 'maxHoursRequired';
  else if (!Number.isFinite(hours) || hours < 0 || hours > projectLimits.maxWorkingHoursMax)
    errors.maxWorkingHours = 'maxHoursNumeric';
  if (!values.startDate) errors.startDate = 'startDateRequired';
  if (!values.endDate) errors.endDate = 'endDateRequired';
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = 'endAfterStart';
  if (!/^#[0-9a-fA-F]{6}$/.test(values.colorCode)) errors.colorCode = 'colorInvalid';
  if (values.description.length > projectLimits.descriptionMax) errors.description = 'textTooLong';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      projectName: name,
      customerId: values.customerId,
      description: values.description,
      maxWorkingHours: hours,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      status: values.status,
      colorCode: values.colorCode,
    },
  };
}

const serverFields: Record<string, ProjectFormField> = {
  projectname: 'projectName',
  customerid: 'customerId',
  description: 'description',
  maxworkinghours: 'maxWorkingHours',
  startdate: 'startDate',
  enddate: 'endDate',
  status: 'status',
  colorcode: 'colorCode',
};

/** The form field a server field error names (`body.ProjectName`, `body.endDate`…), if any. */
export const formFieldOf = (serverField: string): ProjectFormField | undefined =>
  serverFields[serverField.replace(/^body\./, '').toLowerCase()];
