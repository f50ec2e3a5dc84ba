import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import type { TaskComment, TaskDetail } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../shared/dialogs/dialogs.tsx';
import { useFormatters } from '../../../../shared/i18n/use-formatters.ts';
import { notifyError } from '../../../../shared/notifications/notify.tsx';
import { useDeleteComment } from '../../api/change-comment.ts';
import { Glyph } from '../Glyph.tsx';
import { PersonAvatar } from '../PersonAvatar.tsx';
import { taskFailureText } from '../task-notices.tsx';
import { CommentComposer } from './CommentComposer.tsx';
import { MarkdownView } from './MarkdownView.tsx';

/** A task's comments, oldest first (author, time, Markdown text), and a box to add one with @mentions. */
export function TaskComments({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="task-comments-heading">
      <Title order={3} size="h5" id="task-comments-heading">
        {t('tasks.comments.title')}
      </Title>
      {task.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tasks.comments.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {task.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} mayDelete={comment.mine || task.abilities.canManage} />
          ))}
        </Stack>
      )}
      <CommentComposer taskId={task.id} workspaceId={task.workspaceId} />
    </Stack>
  );
}

function CommentItem({ comment, mayDelete }: { comment: TaskComment; mayDelete: boolean }) {
  const { t } = useTranslation();
  const { day, time } = useFormatters();
  const remove = useDeleteComment();
  const at = new Date(comment.createdAt);

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('tasks.comments.deleteTitle'),
      message: t('tasks.comments.deleteMessage'),
      confirmLabel: t('tasks.comments.delete'),
    });
    if (!confirmed) return;
    remove.mutate(
      { id: comment.id },
      { onError: (error) => notifyError(taskFailureText(error, t('tasks.errors.deleteComment'))) },
    );
  };

  return (
    <li>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <PersonAvatar person={comment.author} size={32} />
        <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              <bdi>{comment.author.name}</bdi>{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                <time dateTime={comment.createdAt}>{`${day(at)} ${time(at)}`}</time>
              </Text>
            </Text>
            {mayDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                loading={remove.isPending}
                onClick={() => void onDelete()}
                aria-label={t('tasks.comments.deleteOf', { name: comment.author.name })}
              >
                <Glyph name="trash" />
              </ActionIcon>
            )}
          </Group>
          <MarkdownView text={comment.comment} />
        </Stack>
      </Group>
    </li>
  );
}
