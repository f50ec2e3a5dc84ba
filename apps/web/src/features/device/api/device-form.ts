import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, trackerClient } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/**
 * The provider's form token for the code page: the provider keeps it in the browser's sign-in session and checks it
 * when the form is posted. Asked for again each time the confirmation shows (a newer page replaces it).
 */
export async function fetchDeviceFormToken(): Promise<string> {
  const response = await fetch(trackerClient.verificationPath, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`device form token: ${response.status}`);
  const body = (await response.json()) as { xsrf?: unknown };
  if (typeof body.xsrf !== 'string' || !body.xsrf) throw new Error('device form token missing');
  return body.xsrf;
}

export const deviceFormTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['device', 'form-token'],
    queryFn: fetchDeviceFormToken,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** The form token for the confirmation being shown. */
export const useDeviceFormToken = () => useQuery(deviceFormTokenQueryOptions());

/** Who the tracker will record time as, and in which organisation (§7 GetProfile). */
export const getDeviceAccount = () => api(profileEndpoints.get);

export const deviceAccountQueryOptions = () =>
  queryOptions({ queryKey: ['device', 'account'], queryFn: getDeviceAccount, staleTime: 60_000 });

export const useDeviceAccount = () => useQuery(deviceAccountQueryOptions());
