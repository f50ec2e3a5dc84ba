/** A form's values checked on the client: the request to send, or a message per failing field. */
export type Validation<Field extends string, Payload> =
  | { ok: true; data: Payload }
  | { ok: false; errors: Partial<Record<Field, string>> };

type Issue = { path: readonly PropertyKey[]; code: string; message: string };

/** The structural part of a zod schema this module uses, so the web app needs no zod import of its own. */
export type Schema<Payload> = {
  safeParse: (value: unknown) => { success: true; data: Payload } | { success: false; error: { issues: Issue[] } };
};

/**
 * Checks values against a contract schema and names each failing field's message through `messageFor`, which
 * returns the translated text (the contract's English messages are the source of the English dictionary).
 */
export function validateWith<Field extends string, Payload>(
  schema: Schema<Payload>,
  values: unknown,
  messageFor: (field: Field, issue: Issue) => string,
): Validation<Field, Payload> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= messageFor(field, issue);
  }
  return { ok: false, errors };
}
