import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

/** The centred card of the signed-out account screens, with the page's h1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={440} py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
