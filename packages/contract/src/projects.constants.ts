/** Project states of spec §4; `opened` is "in progress". */
export const projectStatuses = ['active', 'archived', 'canceled', 'pending', 'opened', 'done'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
/** Project states time may be recorded on (tracker, web timer, offline time): active, and in progress. */
export const trackableProjectStatuses = ['active', 'opened'] as const satisfies readonly ProjectStatus[];

/** The status tabs of the projects screen: one state, or all of them. */
export const projectStatusFilters = [...projectStatuses, 'all'] as const;
export type ProjectStatusFilter = (typeof projectStatusFilters)[number];

/** The orders the projects list offers; newest first by default ("created project is added on top", §4). */
export const projectSortings = ['createdAt desc', 'createdAt asc', 'name asc', 'name desc'] as const;
export type ProjectSorting = (typeof projectSortings)[number];

/** Spec §9 constants of a project. */
export const projectDefaults = {
  colorCode: '#98A2B3',
  maxWorkingHours: 0,
  /** What the update call sends for "no date" (§7, §9). */
  noDatePlaceholder: '0001-01-01',
} as const;

/** Limits of a project's texts and numbers. */
export const projectLimits = {
  nameMax: 200,
  descriptionMax: 4000,
  noteMax: 4000,
  maxWorkingHoursMax: 99_999_999,
  memberListMax: 500,
} as const;

/** Texts of the projects API that server and web show word for word (§5, §8). */
export const projectMessages = {
  nameRequired: 'Project name is required.',
  nameTooLong: 'Project name must be at most 200 characters.',
  customerRequired: 'Customer is required.',
  maxHoursRequired: 'Max working hours is required.',
  maxHoursNumeric: 'Max working hours must be a number of 0 or more.',
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  endAfterStart: 'End date must be after start date',
  colorInvalid: 'The colour must be a hex code such as #98A2B3.',
  textTooLong: 'The text must be at most 4000 characters.',
  projectIdRequired: 'Project ID is required',
  stampRequired: 'The concurrency stamp is required to change a project.',
  notFound: 'The project was not found.',
  customerNotFound: 'The customer was not found.',
  membersNotFound: 'One or more members were not found.',
  memberNotFound: 'The member was not found.',
  alreadyExists: 'A project with this name already exists. Choose another name.',
  hasActivities: 'This project cannot be deleted because it has ongoing or completed activities.',
} as const;
