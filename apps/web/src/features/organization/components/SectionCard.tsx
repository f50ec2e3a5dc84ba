import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = {
  /** The heading's id, so the section is named by its title. */
  id: string;
  title: string;
  intro?: string;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One part of the organisation page: a bordered section with its h2, an optional intro and actions. */
export function SectionCard({ id, title, intro, actions, children }: SectionCardProps) {
  return (
    <Card withBorder component="section" aria-labelledby={`${id}-heading`}>
      <Group justify="space-between" align="flex-start" mb={intro ? 4 : 'md'} gap="sm">
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {intro && (
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
