import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamListItem } from '@worktrail/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeamTable } from './TeamTable.tsx';

const design: TeamListItem = {
  id: '0190f5f0-0000-7000-8000-0000000000a1',
  name: 'Design',
  status: 'active',
  memberCount: 4,
  projectCount: 2,
  leaders: [{ id: '0190f5f0-0000-7000-8000-0000000000e1', name: 'Eli Park' }],
  concurrencyStamp: '0190f5f0-0000-7000-8000-000000000101',
  createdAt: '2025-03-01T09:00:00.000Z',
};

describe('TeamTable', () => {
  it("names a team's delete button, shows that name as its hint and deletes on a press", async () => {
    const onDelete = vi.fn();
    renderWithProviders(<TeamTable items={[design]} busy={false} mayManage onOpen={vi.fn()} onDelete={onDelete} />);
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Eli Park');
    const remove = within(row).getByRole('button', { name: 'Delete Design' });
    expect(remove).toHaveAttribute('title', 'Delete Design');
    await userEvent.click(remove);
    expect(onDelete).toHaveBeenCalledWith(design);
  });

  it('scrolls inside a region named after the table, which the keyboard reaches first', async () => {
    renderWithProviders(
      <TeamTable items={[design]} busy={false} mayManage={false} onOpen={vi.fn()} onDelete={vi.fn()} />,
    );
    const region = screen.getByRole('region', { name: 'Teams' });
    expect(within(region).getByRole('table', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Design' })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
