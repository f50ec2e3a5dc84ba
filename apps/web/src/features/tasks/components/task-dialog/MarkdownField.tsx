import { Stack, Tabs, Text, Textarea } from '@mantine/core';
import { taskLimits } from '@worktrail/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from './MarkdownView.tsx';

type MarkdownFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A Markdown textarea with a preview tab showing the text as it will read. */
export function MarkdownField({ label, value, onChange, error }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('write');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-labelledby={labelId}>
          <Tabs.Tab value="write">{t('tasks.markdown.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('tasks.markdown.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            aria-labelledby={labelId}
            description={t('tasks.markdown.hint')}
            resize="vertical"
            rows={6}
            maxLength={taskLimits.descriptionMax + 100}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <MarkdownView text={value} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
