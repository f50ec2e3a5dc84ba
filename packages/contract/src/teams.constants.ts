/** Team states of spec §4. */
export const teamStatuses = ['active', 'inactive', 'deleted'] as const;
export type TeamStatus = (typeof teamStatuses)[number];

/** The states a team can be moved to by an update; deleting has its own call. */
export const editableTeamStatuses = ['active', 'inactive'] as const;

/** The longest team name. */
export const teamNameMaxLength = 100;

/** Texts of the teams API that server and web show word for word. */
export const teamMessages = {
  nameRequired: 'The team name is required.',
  nameTooLong: 'The team name can be at most 100 characters.',
  alreadyExists: 'A team with this name already exists.',
  notFound: 'The team was not found.',
  memberNotFound: 'One or more of the members were not found.',
  projectNotFound: 'One or more of the projects were not found.',
  deletedTeam: 'A deleted team cannot be changed.',
  duplicateId: 'An id is listed twice.',
  atLeastOneMember: 'Select at least one member.',
  atLeastOneProject: 'Select at least one project.',
} as const;
