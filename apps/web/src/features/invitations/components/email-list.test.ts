import { describe, expect, it } from 'vitest';
import { checkEmailList, chipErrorsFromServer, splitEmails } from './email-list.ts';
import * as rules from './invite-rules.ts';

describe('invite e-mail list', () => {
  it('splits a pasted list on commas, semicolons, spaces and new lines', () => {
    expect(splitEmails(' ada@example.com, bob@example.com;\ncy@example.com  dee@example.com ,')).toEqual([
      'ada@example.com',
      'bob@example.com',
      'cy@example.com',
      'dee@example.com',
    ]);
  });

  it('asks for at least one email when the list is empty', () => {
    expect(checkEmailList([], rules)).toEqual({ chipErrors: [], listError: 'Please enter at least one email' });
  });

  it('marks an address that is not one with "Invalid email format"', () => {
    expect(checkEmailList(['ada@example.com', 'not-an-email'], rules).chipErrors).toEqual([
      undefined,
      'Invalid email format',
    ]);
  });

  it('marks the second copy of an address, in any letter case, as already added', () => {
    expect(checkEmailList(['ada@example.com', 'bob@example.com', 'ADA@example.com'], rules).chipErrors).toEqual([
      undefined,
      undefined,
      'This email has already been added',
    ]);
  });

  it('marks nothing while the rules are not there yet', () => {
    expect(checkEmailList(['not-an-email'], undefined)).toEqual({ chipErrors: [undefined], listError: undefined });
  });

  it('accepts a clean list', () => {
    expect(checkEmailList(['ada@example.com', 'bob@example.com'], rules)).toEqual({
      chipErrors: [undefined, undefined],
      listError: undefined,
    });
  });

  it("places the server's emails.N errors on the matching chips", () => {
    expect(
      chipErrorsFromServer(
        [
          { field: 'emails.1', message: 'Invalid email format' },
          { field: 'role', message: 'ignored' },
        ],
        2,
      ),
    ).toEqual([undefined, 'Invalid email format']);
  });
});
