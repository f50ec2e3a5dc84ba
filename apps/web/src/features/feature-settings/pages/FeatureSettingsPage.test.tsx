import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFeatureSettings, profileEndpoints, settingsEndpoints, settingsMessages } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { FeatureSettingsPage } from './FeatureSettingsPage.tsx';

const get = `GET ${settingsEndpoints.organisation.path}`;
const put = `PUT ${settingsEndpoints.updateOrganisation.path}`;
const zones = `GET ${profileEndpoints.timeZones.path}`;
type Handlers = Parameters<typeof stubApi>[0];

function renderPage(handlers: Handlers = {}, { withMemberSettings = false } = {}) {
  storeSession();
  persistPermissions('user-1', permissionsOf('owner'));
  const fetch = stubApi({
    [get]: () => okResponse({ values: defaultFeatureSettings, customised: [] }),
    [put]: ({ body }) =>
      okResponse({
        values: { ...defaultFeatureSettings, ...(body as { settings: object }).settings },
        customised: Object.keys((body as { settings: object }).settings),
      }),
    [zones]: () => okResponse([{ id: 'UTC', offsetMinutes: 0, label: '(UTC+00:00) UTC' }]),
    ...handlers,
  });
  renderWithProviders(
    withMemberSettings ? (
      <Routes>
        <Route path="/settings/feature" element={<FeatureSettingsPage />} />
        <Route path="/settings/member" element={<h1>Member settings</h1>} />
      </Routes>
    ) : (
      <FeatureSettingsPage />
    ),
    { route: '/settings/feature' },
  );
  return fetch;
}

describe('FeatureSettingsPage', () => {
  it('shows the organisation card and the §3 display sections with each setting and its description', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Organization' })).toBeInTheDocument();
    for (const name of ['General', 'Tracking', 'Screenshots'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Allow to add offline time' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Blur screenshots' })).not.toBeChecked();
    expect(
      screen.getByText("Screenshots are blurred as they arrive, so the screen's contents cannot be read."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number of screenshots per hour' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Currency symbol' })).toHaveValue('$');
    expect(screen.queryByText('Geolocation tracking')).not.toBeInTheDocument();
    expect(screen.queryByText('Prevent screenshot deletion')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customise per member or team: Blur screenshots' })).toHaveAttribute(
      'href',
      '/settings/member?key=Blur_Screen',
    );
  });

  it('saves only the changed settings and says so', async () => {
    const fetch = renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Allow to add offline time' }));
    const hours = screen.getByRole('textbox', { name: 'Maximum hours per week' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings have been saved.')).toBeInTheDocument();
    expect(callsTo(fetch, put)[0]?.body).toEqual({
      settings: { Allow_to_add_offline_Time: false, Maximum_Hours_Per_Week: 40 },
    });
  });

  it('asks before leaving with unsaved changes: stay keeps them, leave goes', async () => {
    renderPage({}, { withMemberSettings: true });
    const customise = await screen.findByRole('link', { name: 'Customise per member or team: Blur screenshots' });
    await userEvent.click(screen.getByRole('switch', { name: 'Allow to add offline time' }));
    await userEvent.click(customise);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Allow to add offline time' })).not.toBeChecked();
    await userEvent.click(customise);
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Member settings' })).toBeInTheDocument();
  }, 30_000);

  it('leaves without asking when nothing was changed, and asks the browser before closing the tab with changes', async () => {
    renderPage({}, { withMemberSettings: true });
    await screen.findByRole('switch', { name: 'Allow to add offline time' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Allow to add offline time' }));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Allow to add offline time' }));
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Customise per member or team: Blur screenshots' }));
    expect(await screen.findByRole('heading', { name: 'Member settings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it("shows the server's message beside the setting it refuses", async () => {
    renderPage({
      [put]: () =>
        failureResponse(400, 'VALIDATION', 'The request is not valid.', {
          errors: [{ field: 'body.settings.Currency_Symbol', message: settingsMessages.textInvalid }],
        }),
    });
    const symbol = await screen.findByRole('textbox', { name: 'Currency symbol' });
    await userEvent.clear(symbol);
    await userEvent.type(symbol, '€');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.textInvalid)).toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const fetch = renderPage({ [get]: () => failureResponse(500, 'INTERNAL', 'boom') });
    await userEvent.click(await screen.findByRole('button', { name: /retry|try again/i }));
    await waitFor(() => expect(callsTo(fetch, get).length).toBe(2));
  });
});
