import { inputMessages } from '@worktrail/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.ts';

// C0 controls but tab, line feed and carriage return, and DEL: no text a person types holds them, and PostgreSQL
// refuses NUL in text outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// An encoded NUL anywhere in the address, before any parser (the identity provider's included) decodes it.
const encodedNul = /%00/i;

/** Why a string cannot be accepted as text, if it cannot. */
function textProblem(value: string): string | undefined {
  if (controlCharacter.test(value)) return inputMessages.controlCharacters;
  // A lone surrogate is not text in any encoding; the database would store a replacement character instead.
  if (!value.isWellFormed()) return inputMessages.malformedText;
  return undefined;
}

/**
 * The path (`body.items.0.name`) and problem of the first string in `value` that is not acceptable text.
 * Iterative, so a deeply nested body cannot exhaust the stack; keys are checked like values.
 */
export function findHostileText(value: unknown, root: string): { field: string; message: string } | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item) break;
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { field: item.path, message };
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, inner] of Object.entries(item.value)) {
        const path = `${item.path}.${key}`;
        const keyMessage = textProblem(key);
        if (keyMessage) return { field: path, message: keyMessage };
        pending.push({ value: inner, path });
      }
    }
  }
  return undefined;
}

/** Refuses the request with a 400 naming the field when its query, path or JSON body holds text that is not text. */
function refuseHostileText(request: FastifyRequest) {
  for (const [part, value] of [
    ['querystring', request.query],
    ['params', request.params],
    ['body', request.body],
  ] as const) {
    const found = findHostileText(value, part);
    if (found) throw validationError([found], found.message);
  }
}

/**
 * Guards every route against text that no field accepts (control characters, NUL, lone surrogates), before any
 * schema, service or database sees it. Multipart fields are checked where the uploads read them.
 */
export function registerHostileInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (encodedNul.test(request.url)) {
      throw validationError(
        [{ field: 'url', message: inputMessages.controlCharacters }],
        inputMessages.controlCharacters,
      );
    }
  });
  app.addHook('preValidation', async (request) => refuseHostileText(request));
}
