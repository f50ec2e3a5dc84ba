import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ConnectedTracker,
  type TrackerSettings,
  trackerClient,
  trackerDeviceEndpoints,
  trackerEndpoints,
} from '@worktrail/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { callsTo, failureResponse, okResponse, stubApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';
import { TrackerConnectPage } from './TrackerConnectPage.tsx';

const list = `GET ${trackerDeviceEndpoints.connected.path}`;
const disconnect = `POST ${trackerDeviceEndpoints.disconnect.path}`;
const settings = `GET ${trackerEndpoints.settings.path}`;
type Handlers = Parameters<typeof stubApi>[0];

const trackerSettings = (changes: Partial<TrackerSettings['settings']> = {}, limitSeconds: number | null = null) =>
  ({
    memberId: '0190c0de-0000-7000-8000-000000000001',
    timeZone: 'UTC',
    settings: {
      Take_ScreenShot: true,
      Number_Of_Screenshots: 6,
      Blur_Screen: true,
      Notify_When_Screenshot_Is_Taken: false,
      Prevent_Screenshot_deletion: false,
      Activity_Level_Tracking: true,
      App_And_URL_Tracking: false,
      Auto_Pause_Tracking: 5,
      GeoLocation_Tracking: false,
      Maximum_Hours_Per_Week: limitSeconds === null ? 0 : limitSeconds / 3600,
      ...changes,
    },
    weeklyAllowance: {
      limitSeconds,
      usedSeconds: 3600 * 3,
      remainingSeconds: limitSeconds === null ? null : limitSeconds - 3600 * 3,
      weekEndsAt: '2026-11-30T00:00:00.000Z',
    },
    projects: [],
    runningEntry: null,
  }) satisfies TrackerSettings;

const tracker = (n: number, changes: Partial<ConnectedTracker> = {}): ConnectedTracker => ({
  id: `grant-${n}`,
  connectedAt: `2026-11-2${n}T09:00:00.000Z`,
  lastUsedAt: `2026-11-2${n}T10:30:00.000Z`,
  agent: `worktrail-tracker/1.${n}.0`,
  platform: 'Linux x64',
  expiresAt: '2026-12-10T09:00:00.000Z',
  ...changes,
});

function renderPage(handlers: Handlers) {
  storeSession();
  const fetch = stubApi({ [settings]: () => okResponse(trackerSettings()), [list]: () => okResponse([]), ...handlers });
  renderWithProviders(<TrackerConnectPage />, { route: '/tracker/connect' });
  return fetch;
}

afterEach(() => changeLanguage('en'));

describe('Connect a tracker', { timeout: 20_000 }, () => {
  it('shows the install and sign-in commands for this portal, each with a copy button, and the code page', async () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Connect a tracker' })).toBeInTheDocument();
    expect(screen.getByLabelText('Install command')).toHaveTextContent('npm install worktrail-tracker');
    expect(screen.getByLabelText('Sign-in command')).toHaveTextContent(
      `npx worktrail-tracker login --server ${window.location.origin}`,
    );
    expect(screen.getByRole('button', { name: 'Copy the Install command' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the Sign-in command' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter a tracker code' })).toHaveAttribute(
      'href',
      trackerClient.verificationPath,
    );
    expect(
      await screen.findByText('No tracker is connected yet. Use the commands above to connect one.'),
    ).toBeVisible();
  });

  it('says in plain words what the organisation’s settings record', async () => {
    renderPage({});
    const recorded = await screen.findByRole('list', { name: 'What is recorded' });
    const lines = within(recorded)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '6 screenshots an hour, taken at random moments.',
      'Screenshots are blurred on your computer before they are stored.',
      'No notice is shown when a screenshot is taken.',
      'Keyboard and mouse activity is counted: how much, never which keys.',
      'Applications and websites are not recorded.',
      'Tracking pauses after 5 minutes without keyboard or mouse input.',
      'There is no weekly limit.',
    ]);
  });

  it('says when nothing is captured and when a weekly limit applies', async () => {
    renderPage({
      [settings]: () => okResponse(trackerSettings({ Take_ScreenShot: false, Auto_Pause_Tracking: 0 }, 40 * 3600)),
    });
    const recorded = await screen.findByRole('list', { name: 'What is recorded' });
    expect(recorded).toHaveTextContent('No screenshots are taken.');
    expect(recorded).not.toHaveTextContent('blurred');
    expect(recorded).toHaveTextContent('Tracking does not pause on its own when you are idle.');
    expect(recorded).toHaveTextContent(/Recording stops at 40 h 0+ min a week \(3 h 0+ min used this week\)\./);
  });

  it('lists the member’s connected trackers with agent, platform and dates', async () => {
    renderPage({
      [list]: () => okResponse([tracker(2), tracker(1, { agent: null, platform: null, lastUsedAt: null })]),
    });
    const table = await screen.findByRole('table', { name: 'Your connected trackers' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('worktrail-tracker/1.2.0');
    expect(rows[1]).toHaveTextContent('Linux x64');
    expect(rows[2]).toHaveTextContent('Worktrail Tracker');
    expect(rows[2]).toHaveTextContent('Unknown system');
    expect(rows[2]).toHaveTextContent('Never');
  });

  it('asks before disconnecting, disconnects only once confirmed, says so and reloads the list', async () => {
    let connected = [tracker(1)];
    const fetch = renderPage({
      [list]: () => okResponse(connected),
      [disconnect]: () => {
        connected = [];
        return okResponse({ disconnected: true });
      },
    });
    const button = await screen.findByRole('button', { name: /^Disconnect worktrail-tracker\/1\.1\.0 connected/ });
    await userEvent.click(button);
    const ask = within(await screen.findByRole('dialog', { name: 'Disconnect tracker' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, disconnect)).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect tracker' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    expect(await screen.findByText('Tracker disconnected.')).toBeInTheDocument();
    expect(callsTo(fetch, disconnect)[0]?.query.get('id')).toBe('grant-1');
    expect(
      await screen.findByText('No tracker is connected yet. Use the commands above to connect one.'),
    ).toBeVisible();
  });

  it('shows a failed load with a retry, and the refusal of a disconnect as a toast', async () => {
    let fail = true;
    renderPage({
      [list]: () => (fail ? failureResponse(500, 'INTERNAL', 'boom') : okResponse([tracker(1)])),
      [disconnect]: () => failureResponse(404, 'NOT_FOUND', 'The requested resource was not found.'),
    });
    expect(await screen.findByText('Could not load your connected trackers.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Disconnect worktrail-tracker/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect tracker' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    expect(await screen.findByText('The requested resource was not found.')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar');
    renderPage({ [list]: () => okResponse([tracker(1)]) });
    expect(screen.getByRole('heading', { level: 1, name: 'ربط متتبِّع' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'المتتبِّعات المرتبطة بك' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'ما الذي يُسجَّل' })).toHaveTextContent(
      'لا تُسجَّل التطبيقات ولا المواقع.',
    );
    expect(screen.getByRole('button', { name: /^فصل worktrail-tracker/ })).toBeInTheDocument();
  });
});
