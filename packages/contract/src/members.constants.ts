/** Member states of spec §4. */
export const memberStatuses = ['active', 'inactive', 'archived', 'deleted'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** The status tabs of the members screen (§2): one state, or all of them. */
export const memberStatusFilters = [...memberStatuses, 'all'] as const;
export type MemberStatusFilter = (typeof memberStatusFilters)[number];

/** Texts of the members API that server and web show word for word. */
export const memberMessages = {
  lastOwner: 'An organization needs at least one owner.',
  ownStatus: 'You cannot change your own status.',
  notFound: 'The member was not found.',
  positionRequired: 'Position is required',
  roleRequired: 'Role is required',
  departmentRequired: 'Department is required',
  statusRequired: 'Status is required',
  nameTooLong: 'Name must be at most 100 characters.',
  phoneInvalid: 'Enter a valid phone number.',
  countryInvalid: 'Choose a country from the list.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  hourlyRateInvalid: 'Hourly rate must be a number of at least 0 with at most two decimals.',
  currencyInvalid: 'Choose a currency from the list.',
  managerNotFound: 'The manager was not found.',
  managerRole: 'Members can only be assigned to a manager.',
  managerSelf: 'A member cannot be their own manager.',
  managerCycle: 'This manager is managed by the member, directly or through others. Choose another manager.',
  projectsNotFound: 'One or more projects were not found.',
} as const;

/** Columns the members list sorts by. */
export const memberSortFields = ['name', 'email', 'role', 'status', 'createdAt'] as const;
export type MemberSortField = (typeof memberSortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
