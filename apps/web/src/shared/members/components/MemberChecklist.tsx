import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import type { MemberInTenant } from '@worktrail/contract';
import { useState } from 'react';

/** A member as a checklist shows them: by name, else by e-mail. */
export type ChecklistMember = { id: string; name: string; email?: string | undefined };

const checklistMember = (member: MemberInTenant): ChecklistMember => ({
  id: member.id,
  name: member.name,
  email: member.email,
});

/**
 * A choice of members that starts from `initialIds` (those chosen now, named by `known` once read) and grows with
 * the members added through a picker. `rows` are the members to list: the known ones first, then those added, each
 * once; `selected` the ticked ids, in the order chosen.
 */
export function useMemberChoice({ initialIds, known }: { initialIds: readonly string[]; known: ChecklistMember[] }) {
  const [selected, setSelected] = useState<string[]>(() => [...initialIds]);
  const [added, setAdded] = useState<ChecklistMember[]>([]);
  const add = (member: MemberInTenant) => {
    setAdded((rows) => (rows.some((row) => row.id === member.id) ? rows : [...rows, checklistMember(member)]));
    setSelected((ids) => (ids.includes(member.id) ? ids : [...ids, member.id]));
  };
  const rows = [...known, ...added.filter((row) => !known.some((item) => item.id === row.id))];
  return { rows, selected, setSelected, add };
}

/**
 * The members of a choice as a checklist: the ticked ones are chosen. An unticked member stays listed, to be ticked
 * again; `empty` says that nobody is listed.
 */
export function MemberChecklist({
  label,
  members,
  value,
  onChange,
  empty,
}: {
  label: string;
  members: ChecklistMember[];
  value: string[];
  onChange: (ids: string[]) => void;
  empty: string;
}) {
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <ScrollArea.Autosize mah={320} mt="xs">
        <Stack gap="sm" py={4}>
          {members.map((member) => (
            <Checkbox
              key={member.id}
              value={member.id}
              label={<bdi>{member.name || member.email}</bdi>}
              description={
                member.name && member.email && member.email !== member.name ? <bdi>{member.email}</bdi> : undefined
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}
