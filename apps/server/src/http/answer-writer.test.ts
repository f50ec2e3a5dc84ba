import { okEnvelope } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, compileAnswerWriter } from './answer-writer.ts';

const row = z.object({
  id: z.string(),
  seconds: z.number().int(),
  share: z.number(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  amounts: z.array(z.object({ currency: z.string(), amount: z.number() })).nullable(),
  note: z.string().nullable(),
  status: z.enum(['open', 'closed']).nullable(),
  extra: z.record(z.string(), z.number()),
});
const answer = okEnvelope(z.object({ rows: z.array(row), total: z.number().int() }));

const aRow = {
  id: 'a',
  seconds: 3600,
  share: 12.5,
  owner: { id: 'm1', name: 'Nour "N" \u202e' },
  amounts: [{ currency: 'USD', amount: 10.25 }],
  note: null,
  status: 'open',
  extra: { mon: 1, tue: 2 },
};
const nulls = { ...aRow, id: 'b', owner: null, amounts: null, note: 'line\nbreak', status: null, extra: {} };

const serializer = (checkAnswers: boolean) =>
  answerSerializerCompiler({ checkAnswers })({ schema: answer, method: 'GET', url: '/x', httpStatus: '200' });

describe('answers written from their contract', () => {
  it('writes what JSON.stringify writes for valid answers, nulls and nested objects included', () => {
    const data = { success: true, message: null, result: { rows: [aRow, nulls], total: 7200 } };
    expect(compileAnswerWriter(answer)(data)).toBe(JSON.stringify(data));
    expect(serializer(true)(data)).toBe(JSON.stringify(data));
  });

  it('never sends a field the contract does not declare', () => {
    const leaky = { ...aRow, passwordHash: 'secret', owner: { id: 'm1', name: 'N', email: 'n@x.test' } };
    const text = serializer(false)({ success: true, message: null, result: { rows: [leaky], total: 1, debug: 1 } });
    expect(text).not.toMatch(/secret|passwordHash|n@x\.test|debug/);
    expect(JSON.parse(text).result.rows[0]).toEqual({ ...aRow, owner: { id: 'm1', name: 'N' } });
  });

  it('with checkAnswers, refuses an answer that breaks the contract instead of writing it coerced', () => {
    const broken = { success: true, message: null, result: { rows: [{ ...aRow, seconds: 1.5 }], total: 1 } };
    expect(JSON.parse(serializer(false)(broken)).result.rows[0].seconds).toBe(1);
    expect(() => serializer(true)(broken)).toThrow(/doesn't match the schema/);
  });
});
