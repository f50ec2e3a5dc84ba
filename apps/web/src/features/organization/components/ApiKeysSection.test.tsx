import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDocsPath, apiKeyEndpoints } from '@worktrail/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { apiKey } from '../testing/organization-fixtures.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';

const list = `GET ${apiKeyEndpoints.list.path}`;
const create = `POST ${apiKeyEndpoints.create.path}`;
const revoke = `POST ${apiKeyEndpoints.revoke.path}`;
type Handlers = Parameters<typeof stubApi>[0];

function renderKeys(handlers: Handlers) {
  storeSession();
  const fetch = stubApi(handlers);
  renderWithProviders(<ApiKeysSection />);
  return fetch;
}

// The create and revoke journeys type and click through two dialogs each: slower than one step on a busy machine.
describe('ApiKeysSection', { timeout: 20_000 }, () => {
  it('lists the keys by name, prefix, scopes, maker and state, and links the API documentation in a new tab', async () => {
    renderKeys({
      [list]: () =>
        okResponse([
          apiKey(1, { name: 'Payroll', scopes: ['reports:read', 'time:write'] }),
          apiKey(2, { name: 'Old', revokedAt: '2026-11-20T08:00:00.000Z' }),
        ]),
    });

    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Payroll');
    expect(rows[1]).toHaveTextContent('wt_k1Ab');
    expect(rows[1]).toHaveTextContent('Read reports');
    expect(rows[1]).toHaveTextContent('Read and write time');
    expect(rows[1]).toHaveTextContent('Ada Lovelace');
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Revoked');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    const docs = screen.getByRole('link', { name: 'API documentation (opens in a new tab)' });
    expect(docs).toHaveAttribute('href', apiDocsPath);
    expect(docs).toHaveAttribute('target', '_blank');
  });

  it('creates a key, shows its secret once with a copy button, and never again once closed', async () => {
    const fetch = renderKeys({
      [list]: () => okResponse([]),
      [create]: () =>
        okResponse({ apiKey: apiKey(3, { name: 'Reports script' }), secret: 'wt_k3Ab_secretSecretSecret' }),
    });
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    expect(await form.findByText('Please enter a name for the key')).toBeInTheDocument();
    expect(form.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(callsTo(fetch, create)).toHaveLength(0);

    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Reports script');
    await userEvent.click(form.getByRole('checkbox', { name: 'Read reports' }));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(shown.getByText('wt_k3Ab_secretSecretSecret')).toBeInTheDocument();
    expect(
      shown.getByText('Copy the key now and keep it somewhere safe. It will not be shown again.'),
    ).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(callsTo(fetch, create)[0]?.body).toEqual({
      name: 'Reports script',
      scopes: ['reports:read'],
      expiresAt: null,
    });

    await userEvent.click(shown.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('wt_k3Ab_secretSecretSecret')).not.toBeInTheDocument();
  });

  it('asks before revoking a key, and revokes it only once confirmed', async () => {
    const fetch = renderKeys({
      [list]: () => okResponse([apiKey(1, { name: 'Payroll' })]),
      [revoke]: () => okResponse(apiKey(1, { name: 'Payroll', revokedAt: '2026-11-25T10:00:00.000Z' })),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke API key Payroll' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Revoke API key' }));
    expect(ask.getByText(/Revoke the key "Payroll"\?/)).toBeInTheDocument();
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, revoke)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke API key Payroll' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke API key' })).getByRole('button', { name: 'Revoke' }),
    );

    expect(await screen.findByText('API key revoked.')).toBeInTheDocument();
    expect(callsTo(fetch, revoke)[0]?.query.get('id')).toBe(apiKey(1).id);
  });
});
