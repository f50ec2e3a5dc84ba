import { Badge, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { MemberDashboard } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { defaultProjectColor, ProjectDot } from '../../../shared/activity/components/ProjectDot.tsx';
import { useActivityFormat } from '../../../shared/activity/components/use-activity-format.ts';
import { useFormatters } from '../../../shared/i18n/use-formatters.ts';
import classes from './dashboard.module.css';
import { formatShare } from './dashboard-text.ts';

/**
 * One line of a share list: a name, its time and its share of the whole; `detail` says what it belongs to (a task's
 * project), `tag` what kind it is (app or URL).
 */
type Share = {
  key: string;
  name: string;
  seconds: number;
  percent: number;
  color: string;
  detail?: string;
  tag?: string;
};

/** Projects by worked time and share, largest first, each in its project colour. */
export function ProjectShares({ projects }: { projects: MemberDashboard['projects'] }) {
  const { t } = useTranslation();
  const shares = [...projects]
    .sort((a, b) => b.seconds - a.seconds)
    .map(({ project, seconds, percent }) => ({
      key: project.id,
      name: project.name,
      seconds,
      percent,
      color: project.colorCode || defaultProjectColor,
    }));
  return <ShareList title={t('dashboard.projects.title')} empty={t('dashboard.projects.empty')} shares={shares} />;
}

/** Tasks by worked time and share, largest first, each in its project's colour and with its project's name. */
export function TaskShares({ tasks }: { tasks: MemberDashboard['tasks'] }) {
  const { t } = useTranslation();
  const shares = [...tasks]
    .sort((a, b) => b.seconds - a.seconds)
    .map(({ task, project, seconds, percent }) => ({
      key: task.id,
      name: task.name,
      detail: project.name,
      seconds,
      percent,
      color: project.colorCode || defaultProjectColor,
    }));
  return <ShareList title={t('dashboard.tasks.title')} empty={t('dashboard.tasks.empty')} shares={shares} />;
}

/** Apps and URLs by time and share: the first 20, then everything else as "Others". */
export function AppShares({ apps, otherApps }: Pick<MemberDashboard, 'apps' | 'otherApps'>) {
  const { t } = useTranslation();
  const shares: Share[] = apps.map((app) => ({
    key: app.id,
    name: app.name,
    seconds: app.seconds,
    percent: app.percent,
    color: app.kind === 'url' ? 'var(--mantine-color-violet-6)' : 'var(--mantine-color-blue-6)',
    tag: t(`dashboard.apps.${app.kind}`),
  }));
  if (otherApps.seconds > 0)
    shares.push({ key: 'others', name: t('dashboard.apps.others'), ...otherApps, color: defaultProjectColor });
  return <ShareList title={t('dashboard.apps.title')} empty={t('dashboard.apps.empty')} shares={shares} />;
}

function ShareList({ title, empty, shares }: { title: string; empty: string; shares: Share[] }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const activityFormat = useActivityFormat();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {shares.length === 0 ? (
        <Text c="dimmed" size="sm" role="status">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shares.map((share) => {
            const duration = activityFormat.duration(share.seconds);
            const percent = formatShare({ percent: share.percent, number });
            return (
              <li key={share.key}>
                <VisuallyHidden>
                  {share.detail
                    ? t('dashboard.shareOf', { name: share.name, detail: share.detail, duration, percent })
                    : t('dashboard.share', { name: share.name, duration, percent })}
                </VisuallyHidden>
                <Group justify="space-between" gap="xs" wrap="nowrap" aria-hidden="true">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <ProjectDot color={share.color} size={12} />
                    <Text size="sm" truncate>
                      <bdi>{share.name}</bdi>
                    </Text>
                    {share.detail && (
                      <Text size="xs" c="dimmed" truncate>
                        <bdi>{share.detail}</bdi>
                      </Text>
                    )}
                    {share.tag && (
                      <Badge size="xs" variant="light" color="gray">
                        {share.tag}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" className={classes.figure} style={{ whiteSpace: 'nowrap' }}>
                    {duration} · {percent}
                  </Text>
                </Group>
                <Progress value={share.percent} color={share.color} size="sm" mt={4} aria-hidden="true" />
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
