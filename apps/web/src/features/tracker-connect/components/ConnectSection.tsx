import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the page: a section named by its heading, a line that says what it is for, then its content. */
export function ConnectSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}
