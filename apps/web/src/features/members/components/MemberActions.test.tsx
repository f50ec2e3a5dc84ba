import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api.ts';
import { bob } from '../../../test/members.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { MemberActions } from './MemberActions.tsx';

describe('MemberActions', () => {
  it("links to the member's timeline and dashboard by their member id", async () => {
    storeSession();
    stubApi({});
    renderWithProviders(<MemberActions item={bob} isSelf={false} mayManage />, { route: '/pepole/members' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bob Builder' }));

    expect(await screen.findByRole('menuitem', { name: 'Timeline' })).toHaveAttribute(
      'href',
      `/timeline?member=${bob.id}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', `/dashboard?member=${bob.id}`);
    expect(screen.getByRole('menuitem', { name: 'Edit member…' })).toBeInTheDocument();
  });

  it('offers only the timeline and dashboard to someone who may read members but not manage them', async () => {
    storeSession();
    stubApi({});
    renderWithProviders(<MemberActions item={bob} isSelf={false} mayManage={false} />, { route: '/pepole/members' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bob Builder' }));

    expect(await screen.findByRole('menuitem', { name: 'Timeline' })).toBeVisible();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Timeline', 'Dashboard']);
  });
});
