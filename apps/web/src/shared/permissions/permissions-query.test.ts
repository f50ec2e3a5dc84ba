import { permissionEndpoints } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { failureResponse, okResponse, stubApi } from '../../test/api.ts';
import { permissionsOf } from '../../test/permissions.ts';
import { storeSession } from '../../test/tokens.ts';
import { endSession } from '../auth/end-session.ts';
import { getPermissions } from './permissions-query.ts';

vi.mock('../auth/end-session.ts', () => ({ endSession: vi.fn() }));

describe('getPermissions', () => {
  it('reads the map of the signed-in member', async () => {
    storeSession();
    stubApi({ [`GET ${permissionEndpoints.map.path}`]: () => okResponse(permissionsOf('manager')) });

    await expect(getPermissions()).resolves.toEqual(permissionsOf('manager'));
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ends the session when the map itself is refused: the membership is no longer active', async () => {
    storeSession();
    stubApi({
      [`GET ${permissionEndpoints.map.path}`]: () =>
        failureResponse(403, 'FORBIDDEN', 'Your membership of this organization is not active.'),
    });

    await expect(getPermissions()).rejects.toMatchObject({ status: 403 });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the session after a server failure', async () => {
    storeSession();
    stubApi({ [`GET ${permissionEndpoints.map.path}`]: () => failureResponse(500, 'INTERNAL', 'boom') });

    await expect(getPermissions()).rejects.toMatchObject({ status: 500 });
    expect(endSession).not.toHaveBeenCalled();
  });
});
