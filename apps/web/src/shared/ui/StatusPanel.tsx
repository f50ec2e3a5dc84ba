import { Center, EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusIcon, type StatusType } from './StatusIcon.tsx';
import { usePageTitle } from './use-page-title.ts';

type StatusPanelProps = {
  type: StatusType;
  title: string;
  message: string;
  actions?: ReactNode;
};

/** A full-page message with a heading, an icon and actions: 403, 404, signed out, failures. */
export function StatusPanel({ type, title, message, actions }: StatusPanelProps) {
  usePageTitle(title);
  return (
    <Center mih="60vh" p="md">
      <EmptyState
        variant="light"
        color={type === 'error' ? 'red' : type === 'warning' ? 'orange' : undefined}
        icon={<StatusIcon type={type} size={28} />}
        maw={480}
      >
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{message}</EmptyState.Description>
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Center>
  );
}
