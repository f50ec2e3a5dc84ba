import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormFailure, splitFormFailure } from './form-failure.ts';
import type { Validation } from './validation.ts';

/** What the hook needs of a TanStack mutation. */
type Mutation<Payload, Result> = { mutateAsync: (payload: Payload) => Promise<Result> };

type FormSubmitOptions<Field extends string, Payload, Result> = {
  fields: readonly Field[];
  mutation: Mutation<Payload, Result>;
  onSuccess?: (result: Result, payload: Payload) => unknown;
  /** Sees every failure first, e.g. to leave the form for a "link expired" screen. */
  onFailure?: (failure: FormFailure) => void;
  /** A form-level failure that really concerns one field (a taken username) is shown beside that field. */
  fieldOfFailure?: (failure: FormFailure) => Field | null;
};

/**
 * Submits a validated form through a mutation and keeps what the screen shows: field messages (the client's or the
 * server's), one form-level failure, and the pending state. The values stay in the form, so nothing is lost.
 */
export function useFormSubmit<Field extends string, Payload, Result>({
  fields,
  mutation,
  onSuccess,
  onFailure,
  fieldOfFailure,
}: FormSubmitOptions<Field, Payload, Result>) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  // Busy from the click until `onSuccess` has finished too (it may renew the session before moving on).
  const [submitting, setSubmitting] = useState(false);

  const submit = async (validation: Validation<Field, Payload>): Promise<void> => {
    setFailure(null);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const result = await mutation.mutateAsync(validation.data);
      await onSuccess?.(result, validation.data);
    } catch (error) {
      const { fieldErrors: messages, failure: formLevel } = splitFormFailure(error, fields, t('errors.generic'));
      const field = formLevel && fieldOfFailure?.(formLevel);
      setFieldErrors(field ? { ...messages, [field]: formLevel.message } : messages);
      setFailure(field ? null : formLevel);
      if (formLevel) onFailure?.(formLevel);
    } finally {
      setSubmitting(false);
    }
  };

  /** Clears one field's message once the user edits it. */
  const clearFieldError = (field: Field) =>
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return { submit, submitting, fieldErrors, failure, clearFieldError };
}
