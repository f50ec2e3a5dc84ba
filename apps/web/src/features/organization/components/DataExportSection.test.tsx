import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataExportEndpoints } from '@worktrail/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { exportPollMs } from '../api/data-exports.ts';
import { dataExport } from '../testing/organization-fixtures.ts';
import { DataExportSection } from './DataExportSection.tsx';

const list = `GET ${dataExportEndpoints.list.path}`;
const create = `POST ${dataExportEndpoints.create.path}`;
const download = `GET ${dataExportEndpoints.download.path}`;
type Handlers = Parameters<typeof stubApi>[0];

function renderExports(handlers: Handlers) {
  storeSession();
  const fetch = stubApi(handlers);
  renderWithProviders(<DataExportSection />);
  return fetch;
}

afterEach(() => {
  vi.useRealTimers();
});

// Flows through dialogs and downloads take more than the default 5 s on a busy machine.
describe('DataExportSection', { timeout: 20_000 }, () => {
  it('shows a running export’s progress, reads the list every 2 s, and offers Download once it is ready', async () => {
    // Only the polling interval is driven by hand; everything else runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const running = dataExport(1, { status: 'running', progress: 40, finishedAt: null, expiresAt: null });
    let answer = [running];
    const fetch = renderExports({ [list]: () => okResponse(answer) });

    const progress = await screen.findByRole('progressbar', { name: /^Progress of the export started/ });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40% done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();

    answer = [dataExport(1)];
    await act(() => vi.advanceTimersByTimeAsync(exportPollMs));

    expect(await screen.findByRole('button', { name: /^Download the export started/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const calls = callsTo(fetch, list).length;
    await act(() => vi.advanceTimersByTimeAsync(exportPollMs * 3));
    expect(callsTo(fetch, list)).toHaveLength(calls);
  });

  it('starts an export and shows it at once; a second one while it runs is refused in the server’s words', async () => {
    let started = false;
    const fetch = renderExports({
      [list]: () => okResponse(started ? [dataExport(2, { status: 'queued', progress: 0 })] : []),
      [create]: () => {
        if (started)
          return failureResponse(409, 'INVALID_STATE', 'An export is already being prepared. Wait for it to finish.');
        started = true;
        return okResponse(dataExport(2, { status: 'queued', progress: 0 }));
      },
    });
    expect(await screen.findByText('No exports yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export organization data' }));

    const table = await screen.findByRole('table', { name: 'Recent exports' });
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export organization data' }));
    expect(await screen.findByText('An export is already being prepared. Wait for it to finish.')).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(2);
  });

  it('says Expired for an export past its link, with nothing to download', async () => {
    renderExports({ [list]: () => okResponse([dataExport(3, { status: 'expired' })]) });

    const table = await screen.findByRole('table', { name: 'Recent exports' });
    expect(within(table).getAllByText('Expired').length).toBeGreaterThan(0);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads a ready export as the ZIP the server names', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetch = renderExports({
      [list]: () => okResponse([dataExport(4)]),
      [download]: () =>
        new Response('PK', {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="acme.zip"' },
        }),
    });

    await userEvent.click(await screen.findByRole('button', { name: /^Download the export started/ }));

    await waitFor(() => expect(saved).toEqual(['acme.zip']));
    expect(callsTo(fetch, download)[0]?.query.get('id')).toBe(dataExport(4).id);
    click.mockRestore();
  });
});
