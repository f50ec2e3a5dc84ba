import { z } from 'zod';
import { errorCodes } from './errors.ts';

/** One field that failed validation, as sent in `errors` of a VALIDATION failure. */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
  /** The key of `message` in the web dictionaries, when it is one of the contract's texts. */
  messageKey: z.string().optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/** The success envelope of spec §7 wrapped around a result schema. */
export function okEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), message: z.string().nullable(), result });
}

/** The failure envelope of ARCHITECTURE §3: a human message, a stable code, field errors, a request id. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  result: z.null(),
  /** The key of `message` in the web dictionaries, so a client shows it in its own language. */
  messageKey: z.string(),
  /** The values `message` was filled with (`{{name}}` in the dictionaries). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(fieldError).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type OkEnvelope<T> = { success: true; message: string | null; result: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
