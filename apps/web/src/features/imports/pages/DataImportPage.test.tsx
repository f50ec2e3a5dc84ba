import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ImportMessageKey,
  type ImportRow,
  type ImportSummary,
  importEndpoints,
  importMessages,
  type MessageParams,
  messageText,
} from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { DataImportPage } from './DataImportPage.tsx';

const history = `GET ${importEndpoints.history.path}`;
const one = `GET ${importEndpoints.byId.path}`;
const rows = `GET ${importEndpoints.rows.path}`;
const uploadCustomers = `POST ${importEndpoints.importCustomers.path}`;

const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({
  id: '0195c0de-0000-7000-8000-000000000001',
  kind: 'customers',
  fileName: 'customers.csv',
  status: 'succeeded',
  totalRows: 200,
  processedRows: 200,
  importedRows: 197,
  failedRows: 2,
  duplicateRows: 1,
  error: null,
  errorKey: null,
  errorParams: {},
  createdAt: '2025-03-01T09:00:00.000Z',
  finishedAt: '2025-03-01T09:00:05.000Z',
  ...overrides,
});

/** A failed or duplicate row as the server answers it: the English reason, its key and its values. */
const refusedRow = ({
  rowNumber,
  name,
  status = 'failed',
  reason,
  params = {},
}: {
  rowNumber: number;
  name: string;
  status?: 'failed' | 'duplicate';
  reason: ImportMessageKey;
  params?: MessageParams;
}): ImportRow => ({
  rowNumber,
  values: { Name: name },
  status,
  reason: messageText(`imports.messages.${reason}`, params),
  reasonKey: `imports.messages.${reason}`,
  reasonParams: params,
});

type Handlers = Parameters<typeof stubApi>[0];

function renderPage(handlers: Handlers = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const fetch = stubApi({
    [history]: () => okResponse({ items: [summary()], totalCount: 1 }),
    [rows]: () =>
      okResponse({
        items: [
          refusedRow({ rowNumber: 7, name: '=HYPERLINK("x")', reason: 'formula' }),
          refusedRow({ rowNumber: 9, name: 'Ghost', reason: 'customerNotFound', params: { name: 'Nobody' } }),
        ],
        totalCount: 2,
      }),
    ...handlers,
  });
  renderWithProviders(<DataImportPage />, { route: '/import' });
  return fetch;
}

const csvFile = () => new File(['Name\nAlpha\n'], 'customers.csv', { type: 'text/csv' });

describe('DataImportPage', () => {
  it('shows both upload cards and the history, and opens an upload to its failed rows with reasons', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Import customers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import projects' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upload status history' });
    await within(table).findByText('customers.csv');
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('customers.csv');
    expect(first).toHaveTextContent('Succeeded');
    expect(first).toHaveTextContent('197');

    await userEvent.click(screen.getByRole('button', { name: 'Show the rows of customers.csv' }));
    const failed = await screen.findByRole('table', { name: 'Failed rows of customers.csv' });
    expect(failed).toHaveTextContent('Formulas are not allowed');
    expect(failed).toHaveTextContent("Customer 'Nobody' was not found");
  });

  it('asks for a file before a preview or an import', async () => {
    const fetch = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload customers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();
    expect(callsTo(fetch, uploadCustomers)).toHaveLength(0);
  });

  it('previews a file with its per-row errors, then imports it and shows the result', async () => {
    let polls = 0;
    const fetch = renderPage({
      [uploadCustomers]: ({ url }) =>
        url.searchParams.get('dryRun') === 'true'
          ? okResponse({
              kind: 'customers',
              fileName: 'customers.csv',
              columns: ['Name'],
              totalRows: 3,
              validRows: 2,
              failedRows: 1,
              duplicateRows: 0,
              firstRows: [],
              problems: [refusedRow({ rowNumber: 3, name: '', reason: 'nameRequired' })],
            })
          : okResponse({ importId: summary().id }),
      [one]: () => {
        polls += 1;
        return okResponse(
          polls === 1
            ? summary({ status: 'running', processedRows: 1, totalRows: 3, importedRows: 0 })
            : summary({ totalRows: 3, importedRows: 2, failedRows: 1, duplicateRows: 0 }),
        );
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, csvFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(/3 rows: 2 ready to import, 1 with errors, 0 duplicates/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Rows that will not be imported' })).toHaveTextContent(
      'Name is required',
    );
    const [preview] = callsTo(fetch, uploadCustomers);
    expect(preview?.query.get('dryRun')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import finished', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Imported: 2')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Failed: 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload another' }));
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('shows an upload refused by the server as a toast with its reason', async () => {
    renderPage({
      [uploadCustomers]: () => failureResponse(415, 'UNSUPPORTED_MEDIA_TYPE', importMessages.unsupportedFile),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, csvFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByText(importMessages.unsupportedFile)).toBeInTheDocument());
  });
  it('says in the dialog how much uncompressed data an XLSX file may hold, and shows that refusal in Arabic', async () => {
    renderPage({
      [uploadCustomers]: () => failureResponse(413, 'PAYLOAD_TOO_LARGE', importMessages.xlsxTooLarge),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    expect(dialog).toHaveTextContent('XLSX files may hold at most 50 MB of uncompressed data.');
    await changeLanguage('ar');
    try {
      expect(dialog).toHaveTextContent('يمكن أن تحتوي ملفات XLSX على 50 ميغابايت كحد أقصى من البيانات غير المضغوطة.');
      const input = dialog.querySelector('input[type="file"]');
      if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
      await userEvent.upload(input, new File(['PK'], 'customers.xlsx'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'معاينة' }));
      expect(
        await screen.findByText(
          'يحتوي ملف XLSX على أكثر من 50 ميغابايت من البيانات غير المضغوطة. قسّمه إلى ملفات أصغر.',
        ),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it("shows an Arabic user a duplicate row's reason in Arabic, with the name and the row it repeats", async () => {
    await changeLanguage('ar');
    try {
      renderPage({
        [history]: () => okResponse({ items: [summary({ failedRows: 0, duplicateRows: 1 })], totalCount: 1 }),
        [rows]: () =>
          okResponse({
            items: [
              refusedRow({
                rowNumber: 12,
                name: 'Beta',
                status: 'duplicate',
                reason: 'duplicateInFile',
                params: { name: 'Beta', row: 4 },
              }),
            ],
            totalCount: 1,
          }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'عرض صفوف customers.csv' }));
      const table = await screen.findByRole('table', { name: 'الصفوف المكررة في customers.csv' });
      const four = new Intl.NumberFormat('ar').format(4);
      expect(table).toHaveTextContent(`'Beta' يكرر الصف ${four}`);
      expect(table).not.toHaveTextContent('repeats row');
    } finally {
      await changeLanguage('en');
    }
  });

  it("shows an Arabic user why an import failed in Arabic, the database's words kept", async () => {
    const reason = 'duplicate key value violates unique constraint "customers_name_key"';
    renderPage({
      [uploadCustomers]: () => okResponse({ importId: summary().id }),
      [one]: () =>
        okResponse(
          summary({
            status: 'failed',
            importedRows: 0,
            error: messageText('imports.messages.importFailed', { reason }),
            errorKey: 'imports.messages.importFailed',
            errorParams: { reason },
          }),
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import customers' });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, csvFile());
    await changeLanguage('ar');
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'استيراد' }));
      expect(await within(dialog).findByText('فشل الاستيراد')).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent(`فشل الاستيراد ولم يُستورد أي شيء: ${reason}`);
    } finally {
      await changeLanguage('en');
    }
  });
});
