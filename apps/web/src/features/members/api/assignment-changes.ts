export type AssignmentChanges = { add: string[]; remove: string[] };

/** Who to assign and who to unassign to get from the members assigned now to the ones selected. */
export function assignmentChanges({
  assigned,
  selected,
}: {
  assigned: readonly string[];
  selected: readonly string[];
}): AssignmentChanges {
  const before = new Set(assigned);
  const after = new Set(selected);
  return {
    add: [...after].filter((id) => !before.has(id)),
    remove: [...before].filter((id) => !after.has(id)),
  };
}
