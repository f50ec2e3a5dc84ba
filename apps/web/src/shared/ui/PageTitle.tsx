import { Title } from '@mantine/core';
import { usePageTitle } from './use-page-title.ts';

/** A page's one h1, also used as the document title. */
export function PageTitle({ children }: { children: string }) {
  usePageTitle(children);
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}
