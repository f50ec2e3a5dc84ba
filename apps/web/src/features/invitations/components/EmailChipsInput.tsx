import { Pill, PillsInput } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitEmails } from './email-list.ts';
import classes from './invitations.module.css';

type EmailChipsInputProps = {
  emails: string[];
  onChange: (emails: string[]) => void;
  /** A message per chip, by position (invalid format, already added). */
  chipErrors: (string | undefined)[];
  /** A message for the whole field ("Please enter at least one email"). */
  error?: string;
  /** Text typed but not yet turned into a chip; lifted so Send can include it. */
  draft: string;
  onDraftChange: (draft: string) => void;
};

/**
 * E-mail addresses as chips: type one and press Enter or comma, or paste a list. A chip that breaks a rule is red
 * and its message is listed under the field (and read out with it).
 */
export function EmailChipsInput({ emails, onChange, chipErrors, error, draft, onDraftChange }: EmailChipsInputProps) {
  const { t } = useTranslation();

  const commit = (text: string) => {
    const added = splitEmails(text);
    if (added.length > 0) onChange([...emails, ...added]);
    onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && emails.length > 0) {
      onChange(emails.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(`${draft} ${event.clipboardData.getData('text')}`);
  };

  const problems = emails.flatMap((email, index) => {
    const message = chipErrors[index];
    return message ? [{ index, email, message }] : [];
  });
  // The wrapper renders its error in a <p>, so each message is a block-level span rather than a list item.
  const shownError =
    error || problems.length > 0 ? (
      <>
        {error && <span className={classes.line}>{error}</span>}
        {problems.map(({ index, email, message }) => (
          <span key={index} className={classes.line}>
            {t('invitations.invite.chipError', { email, message })}
          </span>
        ))}
      </>
    ) : undefined;

  return (
    <PillsInput
      label={t('invitations.invite.emails')}
      description={t('invitations.invite.emailsHint')}
      error={shownError}
    >
      <Pill.Group>
        {emails.map((email, index) => (
          <Pill
            // Chips are only ever appended or removed, and the same address may stand twice (marked as a duplicate).
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a chip here
            key={`${index}-${email}`}
            withRemoveButton
            onRemove={() => onChange(emails.filter((_, position) => position !== index))}
            // Mantine hides the remove button from keyboards and screen readers (Backspace removes the last chip);
            // every chip should be removable, so it is made a named, focusable button.
            removeButtonProps={{
              'aria-label': t('invitations.invite.removeEmail', { email }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
            className={chipErrors[index] ? classes.invalidChip : undefined}
            dir="ltr"
          >
            {email}
          </Pill>
        ))}
        <PillsInput.Field
          value={draft}
          inputMode="email"
          autoComplete="off"
          onChange={(event) => onDraftChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => commit(draft)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
