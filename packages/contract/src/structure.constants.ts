/** Longest department or position name. */
export const structureNameMaxLength = 100;

/** Texts of the departments and positions API that server and web show word for word (§5). */
export const structureMessages = {
  departmentNameRequired: 'Department name is required',
  positionNameRequired: 'Position name is required',
  departmentNameTooLong: 'Department name must be at most 100 characters.',
  positionNameTooLong: 'Position name must be at most 100 characters.',
  departmentExists: 'A department with this name already exists.',
  positionExists: 'A position with this name already exists.',
  departmentNotFound: 'The department was not found.',
  positionNotFound: 'The position was not found.',
  departmentInUse:
    'This department is used by {{count}} member(s). Reassign them to another department before deleting it.',
  positionInUse: 'This position is used by {{count}} member(s). Reassign them to another position before deleting it.',
} as const;
