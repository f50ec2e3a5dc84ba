import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AttendanceRow, reportEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { AttendancePage } from './AttendancePage.tsx';
import { ada, addressOf, bob, figures, fixClock, id, renderReportPage } from './report-fixtures.tsx';

const attendance = `GET ${reportEndpoints.attendance.path}`;

const row = (overrides: Partial<AttendanceRow> = {}): AttendanceRow => ({
  memberId: ada.userId,
  name: ada.name,
  email: ada.email,
  picture: null,
  timeZone: 'Asia/Tokyo',
  date: '2026-03-11',
  entry: '2026-03-11T09:05:00+09:00',
  leave: '2026-03-11T17:35:00+09:00',
  totalSeconds: 27_000,
  offlineSeconds: 0,
  activity: 78,
  isOnline: true,
  ...overrides,
});

/** The answer for the asked range and page: Ada's 11 March when the range holds it, else nothing. */
function attendanceOf(url: URL, rows = [row()]) {
  const from = url.searchParams.get('FromDate') ?? '';
  const to = url.searchParams.get('ToDate') ?? '';
  const shown = rows.filter((item) => from <= item.date && item.date <= to);
  const total = shown.reduce((sum, item) => sum + item.totalSeconds, 0);
  return {
    dayBasis: 'memberLocalDay',
    fromDate: from,
    toDate: to,
    attendListOut: shown,
    pagination: {
      page: Number(url.searchParams.get('PageNo')),
      per_Page: Number(url.searchParams.get('PageSize')),
      total_Items: shown.length,
      total_Pages: shown.length > 0 ? 1 : 0,
    },
    totals: figures(total),
  };
}

const renderAttendance = (route = '/reports/attendance', handlers = {}) =>
  renderReportPage(<AttendancePage />, {
    route,
    handlers: { [attendance]: ({ url }) => okResponse(attendanceOf(url)), ...handlers },
  });

const dateField = (name: 'From date' | 'To date') => screen.getByRole('textbox', { name });

async function typeDate(name: 'From date' | 'To date', text: string) {
  const input = dateField(name);
  await userEvent.clear(input);
  await userEvent.paste(text);
  await userEvent.tab();
}

describe('AttendancePage', () => {
  fixClock();

  it("opens on the last 7 days ending today in the viewer's zone, page 1 of 10, and says the basis of days", async () => {
    const { fetch } = renderAttendance();

    const table = await screen.findByRole('table', { name: 'Attendance by member and day' });
    const [call] = callsTo(fetch, attendance);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      FromDate: '2026-03-05',
      ToDate: '2026-03-11',
      PageNo: '1',
      PageSize: '10',
    });
    expect(screen.getByText("05/03/2026 – 11/03/2026 · Days are each member's own local days")).toBeInTheDocument();
    const [, cells] = within(table).getAllByRole('row');
    // Entry and leave in the member's own zone (Tokyo), as their day is.
    expect(cells).toHaveTextContent(/Ada Lovelace.*11\/03\/2026.*09:05.*17:35.*7 h 30 min.*78\s?%.*Online/);
  });

  it('applies the chosen dates and members only on Show Report, writing them to the address', async () => {
    const { fetch } = renderAttendance();
    await screen.findByRole('table', { name: 'Attendance by member and day' });

    await typeDate('From date', '01/03/2026');
    await typeDate('To date', '11/03/2026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Members' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Bob Builder/ }));
    expect(callsTo(fetch, attendance)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    await waitFor(() => expect(callsTo(fetch, attendance)).toHaveLength(2));
    expect(Object.fromEntries(addressOf(screen.getByTestId('address')))).toEqual({
      FromDate: '2026-03-01',
      ToDate: '2026-03-11',
      MemberIds: bob.userId,
    });
    expect(callsTo(fetch, attendance).at(-1)?.query.get('MemberIds')).toBe(bob.userId);
  });

  it('opens a linked address (or a reload) on the same filters and report', async () => {
    const { fetch } = renderAttendance(
      `/reports/attendance?FromDate=2026-03-01&ToDate=2026-03-11&MemberIds=${bob.userId}`,
    );
    await screen.findByRole('table', { name: 'Attendance by member and day' });
    expect(Object.fromEntries(callsTo(fetch, attendance)[0]?.query ?? [])).toMatchObject({
      FromDate: '2026-03-01',
      ToDate: '2026-03-11',
      MemberIds: bob.userId,
    });
    expect(dateField('From date')).toHaveValue('01/03/2026');
    expect(dateField('To date')).toHaveValue('11/03/2026');
    expect(screen.getByText('Bob Builder')).toBeInTheDocument();
  });

  it('refuses the same start and end date, and a start after the end, with the §5 texts, sending nothing', async () => {
    const { fetch } = renderAttendance();
    await screen.findByRole('table', { name: 'Attendance by member and day' });

    await typeDate('From date', '11/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    expect(await screen.findByText('Please select different start and end dates')).toBeInTheDocument();

    await typeDate('From date', '12/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    expect(await screen.findByText('Start date should be before end date')).toBeInTheDocument();
    expect(callsTo(fetch, attendance)).toHaveLength(1);
    expect(addressOf(screen.getByTestId('address')).has('FromDate')).toBe(false);

    await changeLanguage('ar');
    expect(await screen.findByText('يجب أن يكون تاريخ البداية قبل تاريخ النهاية')).toBeInTheDocument();
  });

  it('explains a linked range that breaks the §5 rule instead of asking for it', async () => {
    const { fetch } = renderAttendance('/reports/attendance?FromDate=2026-03-04&ToDate=2026-03-04');
    expect(await screen.findByText('Please select different start and end dates')).toBeInTheDocument();
    expect(callsTo(fetch, attendance)).toHaveLength(0);
  });

  it('says when the period holds no time', async () => {
    renderAttendance('/reports/attendance?FromDate=2026-02-01&ToDate=2026-02-07');
    expect(await screen.findByText('No time recorded in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Attendance by member and day' })).not.toBeInTheDocument();
  });

  it('asks again on Show Report, and on failure shows the §8 text and drops the figures it showed before', async () => {
    let failing = false;
    renderAttendance('/reports/attendance', {
      [attendance]: ({ url }: { url: URL }) =>
        failing ? failureResponse(500, 'INTERNAL', 'Something went wrong') : okResponse(attendanceOf(url)),
    });
    await screen.findByRole('table', { name: 'Attendance by member and day' });

    // The same filters asked again: the answer shown before must not outlive the failure.
    failing = true;
    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch attendance report');
    expect(screen.queryByRole('table', { name: 'Attendance by member and day' })).not.toBeInTheDocument();
    expect(screen.queryByText('7 h 30 min')).not.toBeInTheDocument();

    await changeLanguage('ar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر جلب تقرير الحضور');
    // The server's English words are not shown untranslated.
    expect(alert).not.toHaveTextContent('Something went wrong');
  });

  it('pages through the rows with PageNo and PageSize in the address', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      row({ memberId: id(100 + index), name: `Member ${index + 1}`, date: '2026-03-10' }),
    );
    const { fetch } = renderAttendance('/reports/attendance', {
      [attendance]: ({ url }: { url: URL }) => {
        const answer = attendanceOf(url, rows);
        const page = Number(url.searchParams.get('PageNo'));
        return okResponse({
          ...answer,
          attendListOut: answer.attendListOut.slice((page - 1) * 10, page * 10),
          pagination: { ...answer.pagination, total_Pages: 2 },
        });
      },
    });
    await screen.findByText('Member 1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Member 11')).toBeInTheDocument();
    expect(addressOf(screen.getByTestId('address')).get('PageNo')).toBe('2');
    expect(callsTo(fetch, attendance).at(-1)?.query.get('PageNo')).toBe('2');
  });
});
