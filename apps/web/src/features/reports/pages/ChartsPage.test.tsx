import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PieSlice, reportEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, failureResponse, okResponse } from '../../../test/api.ts';
import { ChartsPage } from './ChartsPage.tsx';
import { addressOf, fixClock, id, renderReportPage } from './report-fixtures.tsx';

const membersPie = `GET ${reportEndpoints.membersPie.path}`;
const projectsPie = `GET ${reportEndpoints.projectsPie.path}`;
const customersPie = `GET ${reportEndpoints.customersPie.path}`;
const appsPie = `GET ${reportEndpoints.appsUrlsPie.path}`;

const route = '/reports/charts?FromDate=2026-03-01&ToDate=2026-03-31';

/** Slices of `hours` hours each, largest first; shares of a whole that also holds `otherSeconds`. */
function pie(kind: PieSlice['kind'], hours: number[], { otherSeconds = 0, names = [] as (string | null)[] } = {}) {
  const whole = hours.reduce((sum, value) => sum + value * 3600, otherSeconds);
  const share = (seconds: number) => (whole > 0 ? Math.round((seconds / whole) * 1000) / 10 : 0);
  const slices: PieSlice[] = hours.map((value, index) => {
    const name = names[index] === undefined ? `${kind} ${index + 1}` : names[index];
    return {
      id: name === null ? null : id(300 + index),
      name: name ?? '',
      kind,
      colorCode: null,
      workingMinutes: value * 60,
      seconds: value * 3600,
      percent: share(value * 3600),
      activity: 70,
    };
  });
  return {
    dayBasis: 'memberLocalDay',
    fromDate: '2026-03-01',
    toDate: '2026-03-31',
    totalWorkingMinutesForAll: whole / 60,
    averageActivityLevelForAll: whole > 0 ? 70 : null,
    other: { seconds: otherSeconds, percent: share(otherSeconds) },
    slices,
  };
}

const answer = ({ slices, ...rest }: ReturnType<typeof pie>, field: string) => okResponse({ ...rest, [field]: slices });

const twelveMembers = pie(
  'member',
  Array.from({ length: 12 }, (_, index) => 24 - index),
  { otherSeconds: 1800 },
);

function renderCharts(handlers = {}) {
  return renderReportPage(<ChartsPage />, {
    route,
    handlers: {
      [membersPie]: () => answer(twelveMembers, 'memberPieCharts'),
      [projectsPie]: () => answer(pie('project', [5, 3]), 'projectPieCharts'),
      [customersPie]: () => answer(pie('customer', [6, 2], { names: ['Acme', null] }), 'customerPieCharts'),
      [appsPie]: () => answer(pie('app', [4]), 'apps_URLsPieCharts'),
      ...handlers,
    },
  });
}

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('ChartsPage', () => {
  fixClock();

  it('shows the first 10 slices and the rest as Others, and every slice once Show First 10 is off', async () => {
    renderCharts();
    const table = await screen.findByRole('table', { name: 'Members: hours and share' });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(11);
    // Members 11 and 12 (14 h and 13 h) and the 30 min the answer already summed.
    expect(rows[10]).toHaveTextContent(/Others.*27 h 30 min/);
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('222 h 30 min');
    expect(screen.getByText("01/03/2026 – 31/03/2026 · Days are each member's own local days")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Show First 10' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(13));
    expect(bodyRows(table)[11]).toHaveTextContent(/member 12.*13 h 0 min/);
    expect(bodyRows(table)[12]).toHaveTextContent(/Others.*0 h 30 min/);
    expect(addressOf(screen.getByTestId('address')).get('ShowFirst10')).toBe('false');
  });

  it('names time on projects without a customer, and each chart asks with the same filters', async () => {
    const { fetch } = renderCharts();
    const table = await screen.findByRole('table', { name: 'Customers: hours and share' });
    expect(bodyRows(table)[1]).toHaveTextContent(/No customer.*2 h 0 min.*25%/);
    for (const call of [membersPie, projectsPie, customersPie, appsPie])
      expect(callsTo(fetch, call)[0]?.query.toString()).toBe('FromDate=2026-03-01&ToDate=2026-03-31');
  });

  it("shows one chart's §8 failure beside the charts that loaded", async () => {
    renderCharts({ [appsPie]: () => failureResponse(500, 'INTERNAL', 'Something went wrong') });
    const apps = await screen.findByRole('region', { name: 'Apps & URLs' });
    expect(await within(apps).findByRole('alert')).toHaveTextContent('Failed to fetch Apps&Urls Pie Chart');
    expect(await screen.findByRole('table', { name: 'Projects: hours and share' })).toBeInTheDocument();
  });

  it('says when the period holds no time', async () => {
    const none = pie('member', []);
    renderCharts({
      [membersPie]: () => answer(none, 'memberPieCharts'),
      [projectsPie]: () => answer(none, 'projectPieCharts'),
      [customersPie]: () => answer(none, 'customerPieCharts'),
      [appsPie]: () => answer(none, 'apps_URLsPieCharts'),
    });
    await waitFor(() => expect(screen.getAllByText('No time recorded in this period')).toHaveLength(4));
  });
});
