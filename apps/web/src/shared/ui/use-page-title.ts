import { useDocumentTitle } from '@mantine/hooks';

/** Sets the browser tab title to "<page> · Worktrail". */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} · Worktrail`);
}
