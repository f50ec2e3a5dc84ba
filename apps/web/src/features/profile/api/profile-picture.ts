import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '@worktrail/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/api.ts';
import { readStoredSession } from '../../../shared/auth/stored-session.ts';
import { profileKey } from './get-profile.ts';

/** Uploads a picture as multipart field `file` (§7 UpdateProfilePicture). */
export function uploadProfilePicture(picture: Blob) {
  const body = new FormData();
  body.append('file', picture, picture.type === 'image/webp' ? 'profile.webp' : 'profile.jpg');
  return api(profileEndpoints.updatePicture, { body });
}

/** Removes the picture. */
export const deleteProfilePicture = () => api(profileEndpoints.deletePicture);

const useRefreshProfile = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKey });
};

export const useUploadProfilePicture = () =>
  useMutation({ mutationFn: uploadProfilePicture, onSuccess: useRefreshProfile() });
export const useDeleteProfilePicture = () =>
  useMutation({ mutationFn: deleteProfilePicture, onSuccess: useRefreshProfile() });

/** The picture's bytes; it is served only with the bearer token, so an `<img>` cannot load the URL itself. */
async function fetchPicture(url: string): Promise<Blob> {
  const token = readStoredSession()?.accessToken;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`picture ${response.status}`);
  return response.blob();
}

/** An object URL of the picture at `url` (null while loading or without one), revoked when it changes. */
export function usePictureSource(url: string | null | undefined): string | null {
  const picture = useQuery({
    queryKey: [...profileKey, 'picture', url],
    queryFn: () => fetchPicture(url ?? ''),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!url || !picture.data) {
      setSource(null);
      return;
    }
    const objectUrl = URL.createObjectURL(picture.data);
    setSource(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [url, picture.data]);
  return source;
}
