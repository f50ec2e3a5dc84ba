import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportEndpoints, timelineEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { numberedMember } from '../../../shared/activity/activity-fixtures.ts';
import { callsTo, okResponse, type stubApi } from '../../../test/api.ts';
import { AttendancePage } from './AttendancePage.tsx';
import { ada, addressOf, bob, figures, fixClock, renderReportPage } from './report-fixtures.tsx';

const attendance = `GET ${reportEndpoints.attendance.path}`;
const usersCall = `GET ${timelineEndpoints.activityUsers.path}`;
const range = 'FromDate=2026-03-01&ToDate=2026-03-11';

/** Ada (the viewer), Bob and 60 more: more members than the filter lists at once. */
const organisation = [ada, bob, ...Array.from({ length: 60 }, (_, index) => numberedMember(index + 1))];
const member55 = numberedMember(55);
const member60 = numberedMember(60);

const emptyAttendance = (url: URL) => ({
  dayBasis: 'memberLocalDay',
  fromDate: url.searchParams.get('FromDate'),
  toDate: url.searchParams.get('ToDate'),
  attendListOut: [],
  pagination: { page: 1, per_Page: 10, total_Items: 0, total_Pages: 0 },
  totals: figures(0),
});

const renderAttendance = (route: string) =>
  renderReportPage(<AttendancePage />, {
    route,
    members: organisation,
    handlers: { [attendance]: ({ url }) => okResponse(emptyAttendance(url)) },
  });

const membersField = () => screen.getByRole('combobox', { name: 'Members' });
const memberQueries = (fetch: ReturnType<typeof stubApi>) =>
  callsTo(fetch, usersCall).map((call) => Object.fromEntries(call.query));

async function showReport(fetch: ReturnType<typeof stubApi>) {
  const asked = callsTo(fetch, attendance).length;
  await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
  await waitFor(() => expect(callsTo(fetch, attendance).length).toBeGreaterThan(asked));
  return addressOf(screen.getByTestId('address'));
}

// jsdom has no scrolling; Mantine's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => undefined;

describe('the report member filter', () => {
  fixClock();

  it('shows a linked member who is not on the first page by name, asking for them alone by id', async () => {
    const { fetch } = renderAttendance(`/reports/attendance?${range}&MemberIds=${bob.userId},${member60.userId}`);
    await waitFor(() => expect(membersField()).toHaveTextContent(/^Bob Builder, Member 060$/));
    expect(memberQueries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }, { UserId: member60.userId }]);
  });

  it('lists the first page of members with a hint to type, never asking for the whole list', async () => {
    const { fetch } = renderAttendance(`/reports/attendance?${range}`);
    await waitFor(() => expect(membersField()).toBeEnabled());
    await userEvent.click(membersField());

    const list = await screen.findByRole('listbox', { name: 'Members' });
    expect(within(list).getAllByRole('option')).toHaveLength(50);
    expect(within(list).getByRole('option', { name: /Ada Lovelace \(you\)/ })).toBeInTheDocument();
    expect(screen.getByText('Showing the first 50 — type to narrow').closest('[role="status"]')).toBeInTheDocument();
    // Every call asks for one page (the viewer's own time zone comes from it too).
    expect(memberQueries(fetch)).toEqual([{ PageNo: '1', PageSize: '51' }]);
  });

  it('finds a member by asking the server for what is typed, and writes the chosen ones to the address', async () => {
    const { fetch } = renderAttendance(`/reports/attendance?${range}`);
    await waitFor(() => expect(membersField()).toBeEnabled());
    await userEvent.click(membersField());
    await userEvent.click(await screen.findByRole('option', { name: /Bob Builder/ }));
    await userEvent.type(membersField(), '055');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(memberQueries(fetch).at(-1)).toEqual({ search: '055', PageNo: '1', PageSize: '51' });
    expect(screen.queryByText(/type to narrow/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Member 055/ }));
    expect(screen.getByRole('button', { name: 'Remove Member 055' })).toBeInTheDocument();

    const address = await showReport(fetch);
    expect(address.get('MemberIds')).toBe(`${bob.userId},${member55.userId}`);
    expect(callsTo(fetch, attendance).at(-1)?.query.get('MemberIds')).toBe(`${bob.userId},${member55.userId}`);
  });

  it('removes a chosen member with their pill’s button, and the address follows', async () => {
    const { fetch } = renderAttendance(`/reports/attendance?${range}&MemberIds=${bob.userId},${member60.userId}`);
    await waitFor(() => expect(membersField()).toBeEnabled());
    await userEvent.click(membersField());
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Member 060' }));
    expect(screen.queryByRole('button', { name: 'Remove Member 060' })).not.toBeInTheDocument();

    expect(Object.fromEntries(await showReport(fetch))).toEqual({
      FromDate: '2026-03-01',
      ToDate: '2026-03-11',
      MemberIds: bob.userId,
    });
  });
});
