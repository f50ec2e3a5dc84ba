import { Avatar, Group, Text } from '@mantine/core';

type Person = { name: string; profilePicture: string | null };

/** A person's picture, or their initials; decorative, their name is always written beside it. */
export function PersonAvatar({ person, size = 24 }: { person: Person; size?: number }) {
  return (
    <Avatar src={person.profilePicture} name={person.name} color="initials" size={size} alt="" aria-hidden="true" />
  );
}

/** A person as a list option shows them: picture and name. */
export function PersonOption({ person }: { person: Person }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <PersonAvatar person={person} />
      <Text size="sm">
        <bdi>{person.name}</bdi>
      </Text>
    </Group>
  );
}
