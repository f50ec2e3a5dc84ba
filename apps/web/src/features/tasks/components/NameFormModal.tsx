import { Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { FormFooter } from './FormFooter.tsx';
import { taskFailureText } from './task-notices.tsx';

type NameFormModalProps = {
  title: string;
  label: string;
  submitLabel: string;
  initialName: string;
  maxLength: number;
  /** The contract's (translated) message for a name it refuses; undefined for a good one. */
  check: (name: string) => string | undefined;
  /** Saves the name, and says so; the dialog closes once it resolves. */
  save: (name: string) => Promise<unknown>;
  saving: boolean;
  /** Shown when the server gives no message of its own (§8). */
  fallback: string;
  onClose: () => void;
  /** Further fields below the name. */
  children?: ReactNode;
};

/** A dialog that names something (a status, a board): the name with its message, a failure, Cancel and save. */
export function NameFormModal({
  title,
  label,
  submitLabel,
  initialName,
  maxLength,
  check,
  save,
  saving,
  fallback,
  onClose,
  children,
}: NameFormModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const refused = check(name);
    if (refused) return setError(refused);
    try {
      await save(name.trim());
      onClose();
    } catch (failed) {
      setFailure(taskFailureText(failed, fallback));
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack>
          {failure && <FormAlert message={failure} />}
          <TextInput
            label={label}
            required
            data-autofocus
            maxLength={maxLength + 20}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          {children}
          <FormFooter submitLabel={submitLabel} onCancel={onClose} loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
