import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ExportJob, reportEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, okResponse } from '../../../test/api.ts';
import { AttendancePage } from './AttendancePage.tsx';
import { bob, catchDownloads, figures, fixClock, id, renderReportPage } from './report-fixtures.tsx';

const attendance = `GET ${reportEndpoints.attendance.path}`;
const startExport = `GET ${reportEndpoints.export.path}`;
const exportStatus = `GET ${reportEndpoints.exportStatus.path}`;
const exportDownload = `GET ${reportEndpoints.exportDownload.path}`;

const route = `/reports/attendance?FromDate=2026-03-01&ToDate=2026-03-31&MemberIds=${bob.userId}`;

const emptyAttendance = () =>
  okResponse({
    dayBasis: 'memberLocalDay',
    fromDate: '2026-03-01',
    toDate: '2026-03-31',
    attendListOut: [],
    pagination: { page: 1, per_Page: 10, total_Items: 0, total_Pages: 0 },
    totals: figures(0),
  });

const file = (body: string, type: string, fileName: string) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` },
  });

const job = (overrides: Partial<ExportJob> = {}): ExportJob => ({
  exportId: id(900),
  status: 'queued',
  progress: 0,
  fileName: 'attendance_2026-03-01_2026-03-31.xlsx',
  format: 'xlsx',
  createdAt: '2026-03-10T20:00:00Z',
  messageKey: null,
  ...overrides,
});

const accepted = (result: ExportJob) =>
  new Response(JSON.stringify({ success: true, message: null, result }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });

async function chooseExport(format: 'CSV' | 'Excel (XLSX)' | 'PDF') {
  await userEvent.click(await screen.findByRole('button', { name: 'Export Attendance by member and day' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('report exports', () => {
  fixClock();

  it('downloads a small export at once under the name the server gives, with the report filters and language', async () => {
    const saved = catchDownloads();
    const { fetch } = renderReportPage(<AttendancePage />, {
      route,
      handlers: {
        [attendance]: emptyAttendance,
        [startExport]: () => file('Name,Date\r\n', 'text/csv', 'attendance_2026-03-01_2026-03-31.csv'),
      },
    });
    await screen.findByText('No time recorded in this period');
    await changeLanguage('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'تصدير الحضور حسب العضو واليوم' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() => expect(saved.map((item) => item.name)).toEqual(['attendance_2026-03-01_2026-03-31.csv']));
    expect(await saved[0]?.blob.text()).toBe('Name,Date\r\n');
    const [call] = callsTo(fetch, startExport);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      FromDate: '2026-03-01',
      ToDate: '2026-03-31',
      MemberIds: bob.userId,
      Report: 'attendance',
      Format: 'csv',
      Lang: 'ar',
    });
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('follows a large export with a progress bar, then downloads it from the link', async () => {
    const saved = catchDownloads();
    let polls = 0;
    const { fetch } = renderReportPage(<AttendancePage />, {
      route,
      handlers: {
        [attendance]: emptyAttendance,
        [startExport]: () => accepted(job()),
        [exportStatus]: () => {
          polls += 1;
          return okResponse(
            polls === 1 ? job({ status: 'running', progress: 40 }) : job({ status: 'done', progress: 100 }),
          );
        },
        [exportDownload]: () =>
          file('PK', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', job().fileName),
      },
    });
    await chooseExport('Excel (XLSX)');

    const progress = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Preparing the export: 40%')).toBeInTheDocument();
    expect(saved).toEqual([]);

    const link = await screen.findByRole('button', { name: `Download ${job().fileName}` }, { timeout: 4000 });
    expect(screen.getByText('The export is ready.')).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(saved.map((item) => item.name)).toEqual([job().fileName]));
    expect(callsTo(fetch, exportDownload)[0]?.query.get('ExportId')).toBe(job().exportId);
    expect(callsTo(fetch, startExport)[0]?.query.get('Format')).toBe('xlsx');
  });

  it("says why a background export failed, by the server's key, in the current language", async () => {
    renderReportPage(<AttendancePage />, {
      route,
      handlers: {
        [attendance]: emptyAttendance,
        [startExport]: () => accepted(job({ format: 'pdf' })),
        [exportStatus]: () => okResponse(job({ status: 'failed', messageKey: 'reports.messages.exportFailed' })),
      },
    });
    await chooseExport('PDF');
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed. Please try again.');
    await changeLanguage('ar');
    expect(within(screen.getByRole('alert')).getByText('فشل التصدير. يرجى المحاولة مرة أخرى.')).toBeInTheDocument();
  });
});
