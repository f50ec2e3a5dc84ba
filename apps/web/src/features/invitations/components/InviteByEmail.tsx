import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { type InvitableRole, permissions, type SendInvitationsResult } from '@worktrail/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { splitFormFailure } from '../../../shared/forms/form-failure.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notifySuccess } from '../../../shared/notifications/notify.tsx';
import { usePermission } from '../../../shared/permissions/use-permission.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { onDemandModule } from '../../../shared/ui/lazy-on-demand.tsx';
import { useSendInvitations } from '../api/send-invitations.ts';
import { EmailChipsInput } from './EmailChipsInput.tsx';
import { checkEmailList, chipErrorsFromServer, splitEmails } from './email-list.ts';
import { InviteResult } from './InviteResult.tsx';

// The address rules (and zod) load when the form is first used: a focus in it, or Send.
const useInviteRules = onDemandModule(() => import('./invite-rules.ts'));

/**
 * Invite by e-mail (§2, §5): addresses as chips checked as they are added, a role (manager only for those who may
 * manage members), and Send, which reports who was invited and who already is a member.
 */
export function InviteByEmail() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mayInviteManagers = usePermission(permissions.members.manage);
  const send = useSendInvitations();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [role, setRole] = useState<InvitableRole>('employee');
  const [submitted, setSubmitted] = useState(false);
  const [serverChipErrors, setServerChipErrors] = useState<(string | undefined)[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SendInvitationsResult | null>(null);

  const rules = useInviteRules();
  const check = checkEmailList(emails, rules.module);
  const chipErrors = emails.map((_, index) => check.chipErrors[index] ?? serverChipErrors[index]);

  const changeEmails = (next: string[]) => {
    setEmails(next);
    setServerChipErrors([]);
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Text still in the field counts as added.
    const list = [...emails, ...splitEmails(draft)];
    setEmails(list);
    setDraft('');
    setSubmitted(true);
    setResult(null);
    const { chipErrors: problems, listError } = checkEmailList(list, await rules.demand());
    // An empty list is explained on the field itself; broken addresses on their chips and above the form.
    const invalid = problems.some(Boolean);
    setFailure(invalid ? t('invitations.invite.correctEmails') : null);
    if (listError || invalid) return;
    try {
      const sent = await send.mutateAsync({ emails: list, role, language });
      setResult(sent);
      setEmails([]);
      setSubmitted(false);
      notifySuccess(t('invitations.invite.sent', { count: sent.invited.length }));
    } catch (error) {
      const fromServer = isApiError(error) ? chipErrorsFromServer(error.errors, list.length) : [];
      setServerChipErrors(fromServer);
      const { failure: shown } = splitFormFailure(error, [], t('errors.generic'));
      setFailure(fromServer.some(Boolean) ? t('invitations.invite.correctEmails') : (shown?.message ?? null));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={rules.module ? undefined : rules.demand}>
      <Stack>
        {failure && <FormAlert message={failure} />}
        <EmailChipsInput
          emails={emails}
          onChange={changeEmails}
          chipErrors={chipErrors}
          error={submitted ? check.listError : undefined}
          draft={draft}
          onDraftChange={setDraft}
        />
        <Group align="flex-end">
          <NativeSelect
            label={t('invitations.invite.role')}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as InvitableRole)}
            data={[
              { value: 'employee', label: t('invitations.roles.employee') },
              ...(mayInviteManagers ? [{ value: 'manager', label: t('invitations.roles.manager') }] : []),
            ]}
          />
          <Button
            type="submit"
            loading={send.isPending}
            // Pressing the button must not take focus from the address field: its blur would turn the typed text
            // into chips, the field would grow, and the button would move from under the pointer before the click
            // lands. Send takes the typed text as it is.
            onMouseDown={(event) => event.preventDefault()}
          >
            {t('invitations.invite.send')}
          </Button>
        </Group>
        {result && <InviteResult result={result} />}
      </Stack>
    </form>
  );
}
