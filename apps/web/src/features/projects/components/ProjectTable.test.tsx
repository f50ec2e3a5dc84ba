import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDisplayPreferences, setDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { projectItem } from '../../../test/projects.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectTable } from './ProjectTable.tsx';

const member = (index: number, name: string) => ({ id: `0190f5f0-0000-7000-8000-0000000000e${index}`, name });
const team = [
  member(1, 'Eli Park'),
  member(2, 'Ada Lovelace'),
  member(3, 'Grace Hopper'),
  member(4, 'Alan Turing'),
  member(5, 'Joan Clarke'),
];
const apollo = projectItem(1, {
  name: 'Apollo',
  members: team,
  timeConsumedSeconds: 541 * 3600 + 38 * 60 + 20,
  lastActivityAt: '2026-11-24T10:00:00.000Z',
});

afterEach(async () => {
  setDisplayPreferences(defaultDisplayPreferences);
  await changeLanguage('en');
});

const row = () => screen.getAllByRole('row')[1] as HTMLElement;

describe('ProjectTable', () => {
  it('shows at most three member circles, the last a "+N" for the rest, every name on hover or focus', async () => {
    renderWithProviders(<ProjectTable items={[apollo]} busy={false} />);
    const group = within(row()).getByRole('group', { name: team.map(({ name }) => name).join(', ') });
    const circles = group.querySelectorAll('.mantine-Avatar-root');
    expect(circles).toHaveLength(3);
    expect(circles[0]).toHaveTextContent('EP');
    expect(circles[1]).toHaveTextContent('AL');
    expect(circles[2]).toHaveTextContent(/^\+3$/);
    expect(group).not.toHaveTextContent('more');
    // The table's scroller comes first in the keyboard order, then the members.
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveFocus();
    await userEvent.tab();
    expect(group).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Eli Park, Ada Lovelace, Grace Hopper');
    // The tooltip's code came after the focus: the group is still the same element and keeps it.
    expect(within(row()).getByRole('group')).toBe(group);
    expect(group).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(group).toHaveFocus();
  });

  it('shows every name while the pointer is over the members, and hides them when it leaves', async () => {
    renderWithProviders(<ProjectTable items={[apollo]} busy={false} />);
    const group = within(row()).getByRole('group');
    await userEvent.hover(group);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Eli Park, Ada Lovelace, Grace Hopper');
    await userEvent.unhover(group);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("opens a row's menu on the first press and runs the chosen action", async () => {
    const onEdit = vi.fn();
    renderWithProviders(<ProjectTable items={[apollo]} busy={false} onEdit={onEdit} onArchive={vi.fn()} />);
    const button = within(row()).getByRole('button', { name: 'Actions for Apollo' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(apollo);
  });

  it('shows three members without a "+N"', () => {
    renderWithProviders(<ProjectTable items={[{ ...apollo, members: team.slice(0, 3) }]} busy={false} />);
    const circles = within(row()).getByRole('group').querySelectorAll('.mantine-Avatar-root');
    expect([...circles].map((circle) => circle.textContent)).toEqual(['EP', 'AL', 'GH']);
  });

  it('writes the last activity in the chosen date pattern and the time in hours and minutes', () => {
    setDisplayPreferences({ ...defaultDisplayPreferences, dateFormat: 'YYYY-MM-DD' });
    renderWithProviders(<ProjectTable items={[apollo]} busy={false} />);
    expect(row()).toHaveTextContent('2026-11-24');
    expect(row()).toHaveTextContent('541 h 38 min');
  });

  it('writes the time and the date in Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<ProjectTable items={[apollo]} busy={false} />);
    // Digits as Intl writes them in Arabic here (Arabic-Indic or Latin, by the ICU data).
    const digits = (text: string) => text.replace(/\d/g, (digit) => new Intl.NumberFormat('ar').format(Number(digit)));
    expect(row()).toHaveTextContent(digits('541 س 38 د'));
    expect(row()).toHaveTextContent(digits('24/11/2026'));
  });
});
