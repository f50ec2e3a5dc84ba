import { bearer, signIn } from '../../../test/sign-in.ts';
import type { App } from '../../app.ts';

/** What the owner does in the members screen: finds the member by e-mail and archives them; answers the status. */
export async function archiveAsOwner(app: App, { owner, email }: { owner: string; email: string }) {
  const { access_token } = await signIn(app, { email: owner });
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/Member/GetMemberPagedList?Status=all&PageSize=100',
    headers: bearer(access_token),
  });
  const member = (list.json().result.items as Array<{ id: string; email: string }>).find(
    (item) => item.email === email,
  );
  const archived = await app.inject({
    method: 'PUT',
    url: `/api/v1/Member/ChangeStatus?MemberId=${member?.id}`,
    headers: bearer(access_token),
    payload: { status: 'archived' },
  });
  return archived.statusCode;
}
