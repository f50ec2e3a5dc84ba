import { Button, Combobox, Group, Stack, Textarea, useCombobox } from '@mantine/core';
import { addCommentRequest, type PersonRef, taskLimits } from '@worktrail/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWith } from '../../../../shared/forms/validation.ts';
import { translateKnownMessage } from '../../../../shared/i18n/contract-messages.ts';
import { useAddComment } from '../../api/change-comment.ts';
import { useAssignableMembers } from '../../api/get-workspaces.ts';
import { PersonOption } from '../PersonAvatar.tsx';
import { taskFailureText } from '../task-notices.tsx';
import { insertMention, type MentionQuery, matchMembers, mentionAt, mentionedIds } from './mentions.ts';

/**
 * Writes a comment in Markdown. Typing "@" offers the members who can see the workspace (arrow keys to choose, Enter
 * to take one, Escape to close); each chosen member whose @Name stays in the text is mentioned and mailed.
 */
export function CommentComposer({ taskId, workspaceId }: { taskId: string; workspaceId: string }) {
  const { t } = useTranslation();
  const add = useAddComment();
  const members = useAssignableMembers(workspaceId);
  const combobox = useCombobox();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [mention, setMention] = useState<MentionQuery | undefined>();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [chosen, setChosen] = useState<PersonRef[]>([]);
  const [error, setError] = useState<string | undefined>();
  const matches = mention && mention.start !== dismissed ? matchMembers(members.data ?? [], mention.query) : [];
  const open = matches.length > 0;

  useEffect(() => {
    if (open) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
  }, [open, combobox.closeDropdown, combobox.openDropdown, combobox.selectFirstOption]);

  const follow = (value: string, caret: number) => {
    setText(value);
    setError(undefined);
    setMention(mentionAt(value, caret));
  };

  const choose = (memberId: string) => {
    const member = members.data?.find((item) => item.id === memberId);
    const caret = textarea.current?.selectionStart ?? text.length;
    if (!member || !mention) return;
    const next = insertMention(text, caret, mention, member.name);
    setText(next.text);
    setMention(undefined);
    setChosen((current) => (current.some((item) => item.id === member.id) ? current : [...current, member]));
    requestAnimationFrame(() => textarea.current?.setSelectionRange(next.caret, next.caret));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateWith(
      addCommentRequest,
      { comment: text, mentionedMemberIds: mentionedIds(text, chosen) },
      (_field: 'comment' | 'mentionedMemberIds', issue) => translateKnownMessage(issue.message),
    );
    if (!validation.ok) return setError(validation.errors.comment ?? validation.errors.mentionedMemberIds);
    try {
      await add.mutateAsync({ taskId, ...validation.data });
      setText('');
      setChosen([]);
      setMention(undefined);
    } catch (failure) {
      setError(taskFailureText(failure, t('tasks.errors.comment')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="xs">
        <Combobox store={combobox} onOptionSubmit={choose} withinPortal position="bottom-start">
          <Combobox.Target withKeyboardNavigation={open}>
            <Textarea
              ref={textarea}
              label={t('tasks.comments.new')}
              description={t('tasks.comments.hint')}
              resize="vertical"
              rows={3}
              maxLength={taskLimits.commentMax + 100}
              value={text}
              error={error}
              onChange={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
              onClick={(event) => setMention(mentionAt(text, event.currentTarget.selectionStart))}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && open) setDismissed(mention?.start ?? null);
              }}
            />
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Options aria-label={t('tasks.comments.mentionList')}>
              {matches.map((member) => (
                <Combobox.Option value={member.id} key={member.id}>
                  <PersonOption person={member} />
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={add.isPending}>
            {t('tasks.comments.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
