import { Loader, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../../shared/ui/lazy-named.ts';

// The Markdown renderer loads with the first text it shows, not with the board.
const Markdown = lazyNamed(() => import('./Markdown.tsx'), 'Markdown');

/** Markdown text rendered (no raw HTML), or a dimmed line when there is none. */
export function MarkdownView({ text, emptyText }: { text: string; emptyText?: string }) {
  const { t } = useTranslation();
  if (!text.trim())
    return (
      <Text size="sm" c="dimmed">
        {emptyText ?? t('tasks.markdown.empty')}
      </Text>
    );
  return (
    <Suspense fallback={<Loader size="xs" aria-label={t('tasks.markdown.loading')} />}>
      <Markdown text={text} />
    </Suspense>
  );
}
