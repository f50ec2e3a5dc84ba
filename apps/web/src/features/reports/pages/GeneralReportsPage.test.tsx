import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GeneralGroup, type ReportFigures, reportEndpoints, reportMessages } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { GeneralReportsPage } from './GeneralReportsPage.tsx';
import { acme, ada, addressOf, bob, figures, fixClock, id, renderReportPage, website } from './report-fixtures.tsx';

const general = `GET ${reportEndpoints.general.path}`;
const projects = `GET ${reportEndpoints.projects.path}`;
const projectMembers = `GET ${reportEndpoints.projectMembers.path}`;

const hours = (count: number) => count * 3600;

const leaf = (key: string | null, label: string, worked: ReportFigures) => ({
  key,
  label,
  figures: worked,
  memberCount: 2,
  memberDays: 2,
  averageSecondsPerMemberDay: worked.workedSeconds / 2,
});

const group = (
  key: string,
  worked: ReportFigures,
  children: GeneralGroup['children'] = [],
  subgroupCount = children.length,
): GeneralGroup => ({ ...leaf(key, key, worked), subgroupCount, children });

const period = (fromDate: string, toDate: string, worked: ReportFigures) => ({
  fromDate,
  toDate,
  figures: worked,
  memberCount: 2,
  memberDays: 4,
  averageSecondsPerMemberDay: worked.workedSeconds / 4,
});

/** Two days by project: 2 March (8 h on Website, 1 h on Mobile app) and 3 March; 10 h the week before. */
function generalOf(url: URL, amounts: ReportFigures['amounts'] = null) {
  const money = (amount: number) => (amounts === null ? null : [{ currency: 'EUR', amount }]);
  return {
    dayBasis: 'memberLocalDay',
    fromDate: url.searchParams.get('FromDate'),
    toDate: url.searchParams.get('ToDate'),
    groupBy: url.searchParams.get('GroupBy'),
    thenBy: url.searchParams.get('ThenBy'),
    groups: [
      group('2026-03-02', figures(hours(9), money(900)), [
        leaf(website.id, 'Website', figures(hours(8), money(800))),
        leaf(id(52), 'Mobile app', figures(hours(1), money(100))),
      ]),
      group('2026-03-03', figures(hours(3), money(300))),
    ],
    totals: period('2026-03-02', '2026-03-08', figures(hours(12), money(1200))),
    previous: period('2026-02-23', '2026-03-01', figures(hours(10), money(1000))),
  };
}

const renderGeneral = (route: string, handlers = {}) =>
  renderReportPage(<GeneralReportsPage />, {
    route,
    handlers: { [general]: ({ url }: { url: URL }) => okResponse(generalOf(url)), ...handlers },
  });

describe('GeneralReportsPage', () => {
  fixClock();

  it('groups by day then project from the address, opens a day onto its projects, with totals and the previous period', async () => {
    const { fetch } = renderGeneral(
      '/reports/general?FromDate=2026-03-02&ToDate=2026-03-08&GroupBy=day&ThenBy=project',
    );

    const table = await screen.findByRole('table', { name: 'General report' });
    expect(Object.fromEntries(callsTo(fetch, general)[0]?.query ?? [])).toMatchObject({
      GroupBy: 'day',
      ThenBy: 'project',
      Compare: 'true',
      SubgroupLimit: '10',
    });
    expect(within(table).queryByText('Website')).not.toBeInTheDocument();
    const open = within(table).getByRole('button', { name: '02/03/2026: show by Project' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getByText('Website').closest('tr')).toHaveTextContent(/Website.*8 h 0 min.*80\s?%.*4 h 0 min/);
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent(/Total.*12 h 0 min/);
    expect(within(table).queryByRole('columnheader', { name: 'Billable amount' })).not.toBeInTheDocument();

    const comparison = screen.getByRole('region', { name: 'Compared with the previous period' });
    expect(comparison).toHaveTextContent('Previous period 23/02/2026 – 01/03/2026: 10 h 0 min');
    expect(comparison).toHaveTextContent('Change: +2 h 0 min (+20%)');
  });

  it('shows a group’s most worked subgroups first, and all of them when asked', async () => {
    const design = leaf(id(53), 'Design', figures(hours(0.5)));
    const { fetch } = renderGeneral(
      '/reports/general?FromDate=2026-03-02&ToDate=2026-03-08&GroupBy=day&ThenBy=project',
      {
        [general]: ({ url }: { url: URL }) => {
          const report = generalOf(url);
          const [second] = report.groups.slice(1);
          const first = report.groups[0] as GeneralGroup;
          if (url.searchParams.get('GroupKey') === first.key)
            return okResponse({ ...report, groups: [{ ...first, children: [...first.children, design] }] });
          return okResponse({ ...report, groups: [{ ...first, subgroupCount: 3 }, second] });
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'General report' });
    await userEvent.click(within(table).getByRole('button', { name: '02/03/2026: show by Project' }));
    expect(within(table).getByText('Showing the 2 most worked of 3')).toBeInTheDocument();
    expect(within(table).queryByText('Design')).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: '02/03/2026: show all 3' }));
    expect(await within(table).findByText('Design')).toBeInTheDocument();
    expect(within(table).queryByText(/most worked of/)).not.toBeInTheDocument();
    const asked = callsTo(fetch, general).at(-1)?.query;
    expect(Object.fromEntries(asked ?? [])).toMatchObject({
      GroupBy: 'day',
      ThenBy: 'project',
      GroupKey: '2026-03-02',
    });
    expect(asked?.has('SubgroupLimit')).toBe(false);
  });

  it('shows billable amounts only when the answer carries them', async () => {
    renderGeneral('/reports/general?FromDate=2026-03-02&ToDate=2026-03-08', {
      [general]: ({ url }: { url: URL }) => okResponse(generalOf(url, [])),
    });
    const table = await screen.findByRole('table', { name: 'General report' });
    expect(within(table).getByRole('columnheader', { name: 'Billable amount' })).toBeInTheDocument();
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('€1,200.00');
  });

  it('refuses the same grouping twice before asking, and writes a new grouping to the address', async () => {
    const { fetch } = renderGeneral('/reports/general?FromDate=2026-03-02&ToDate=2026-03-08');
    await screen.findByRole('table', { name: 'General report' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Then by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    expect(await screen.findByText('Choose a different second grouping.')).toBeInTheDocument();
    expect(callsTo(fetch, general)).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Then by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Report' }));
    await waitFor(() => expect(addressOf(screen.getByTestId('address')).get('ThenBy')).toBe('week'));
    await waitFor(() => expect(callsTo(fetch, general).at(-1)?.query.get('ThenBy')).toBe('week'));
  });

  it("shows the §8 text when the general report is refused, with the server's reason in the current language", async () => {
    renderGeneral('/reports/general', {
      [general]: () => failureResponse(400, 'VALIDATION', reportMessages.rangeTooLong),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch general report');
    expect(alert).toHaveTextContent('The date range cannot be longer than 800 days.');
    await changeLanguage('ar');
    expect(alert).toHaveTextContent('تعذّر جلب التقرير العام');
    expect(alert).toHaveTextContent('لا يمكن أن يتجاوز النطاق الزمني 800 يوم.');
  });

  it('opens the projects and project members reports in their own tabs, each asked for only when open', async () => {
    const { fetch } = renderGeneral('/reports/general?FromDate=2026-03-02&ToDate=2026-03-08', {
      [projects]: () =>
        okResponse({
          dayBasis: 'memberLocalDay',
          fromDate: '2026-03-02',
          toDate: '2026-03-08',
          projectOut: [
            {
              projectId: website.id,
              name: 'Website',
              colorCode: '#228be6',
              status: 'active',
              customer: acme,
              maxWorkingHours: 40,
              memberCount: 2,
              figures: figures(hours(10)),
            },
          ],
          totals: figures(hours(10)),
        }),
      [projectMembers]: () =>
        okResponse({
          dayBasis: 'memberLocalDay',
          fromDate: '2026-03-02',
          toDate: '2026-03-08',
          projectsEmployeesListOut: [
            {
              projectId: website.id,
              name: 'Website',
              colorCode: '#228be6',
              customer: acme,
              figures: figures(hours(10)),
              members: [
                { memberId: ada.userId, name: ada.name, email: ada.email, figures: figures(hours(6)) },
                { memberId: bob.userId, name: bob.name, email: bob.email, figures: figures(hours(4)) },
              ],
            },
          ],
          totals: figures(hours(10)),
        }),
    });
    await screen.findByRole('table', { name: 'General report' });
    expect(callsTo(fetch, projects)).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Projects report' }));
    const projectTable = await screen.findByRole('table', { name: 'Projects report' });
    expect(addressOf(screen.getByTestId('address')).get('View')).toBe('projects');
    expect(within(projectTable).getByText('Website').closest('tr')).toHaveTextContent(
      /Website.*Acme.*Active.*40 h \(25% used\).*10 h 0 min/,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Project members report' }));
    const membersTable = await screen.findByRole('table', { name: 'Project members report' });
    await userEvent.click(within(membersTable).getByRole('button', { name: 'Website: show the members' }));
    expect(within(membersTable).getByText('Bob Builder').closest('tr')).toHaveTextContent('4 h 0 min');
  });
});
