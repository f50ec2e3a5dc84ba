import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messageKeyOf } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { departmentInUse } from '../modules/departments/departments.errors.ts';
import { AppError, alreadyExists, keyedError, rateLimited, validationError } from './errors.ts';

// Every module's error factories, found by file name, so a new one is checked without anyone listing it.
const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));
const errorFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.errors.ts'))
  .map((file) => join(modulesDir, file));
const factoryModules: Record<string, Record<string, unknown>> = { 'http/errors.ts': await import('./errors.ts') };
for (const file of errorFiles) factoryModules[file] = await import(file);

// The generic factories take any text (checked where a module passes one); called bare they give their default.
const takesAnyText = new Set<unknown>([validationError, alreadyExists, keyedError]);

/** Calls a factory with a few plausible arguments (none when it only has defaults) and keeps the AppErrors made. */
function errorsMadeBy(factory: (...args: unknown[]) => unknown): AppError[] {
  const made: AppError[] = [];
  const samples =
    factory.length === 0 ? [[]] : [[2], [['Name', 'Customer']], ['accepted'], [{ code: 'x', message: 'y' }]];
  for (const args of samples) {
    try {
      const error = factory(...args);
      if (error instanceof AppError) made.push(error);
    } catch {
      // A factory that needs other arguments is checked through the ones it accepts.
    }
  }
  return made;
}

describe('errors by key', () => {
  it('gives every error factory a text the catalogue knows, so every client can show it in its language', () => {
    const unknown: string[] = [];
    let checked = 0;
    for (const [file, exports] of Object.entries(factoryModules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function' || value === AppError || takesAnyText.has(value)) continue;
        for (const error of errorsMadeBy(value as (...args: unknown[]) => unknown)) {
          checked += 1;
          if (!(error.messageKey ?? messageKeyOf(error.message))) unknown.push(`${file} ${name}: ${error.message}`);
        }
      }
    }
    expect(errorFiles.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('sends texts with values as key and values, the English filled in', () => {
    const inUse = departmentInUse(3);
    expect(inUse).toMatchObject({ messageKey: 'structure.messages.departmentInUse', params: { count: 3 } });
    expect(inUse.message).toContain('3 member');
    const limited = rateLimited(42);
    expect(limited).toMatchObject({ messageKey: 'errors.server.rateLimited', params: { seconds: 42 } });
    expect(limited.message).toBe('Too many requests. Try again in 42 seconds.');
  });
});
