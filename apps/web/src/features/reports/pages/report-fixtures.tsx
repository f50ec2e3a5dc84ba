import { configure } from '@testing-library/react';
import {
  type ActivityUser,
  customerEndpoints,
  projectEndpoints,
  type ReportFigures,
  type RoleKey,
  structureEndpoints,
  timelineEndpoints,
} from '@worktrail/contract';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { activityUsersAnswer } from '../../../shared/activity/activity-fixtures.ts';
import { persistPermissions } from '../../../shared/permissions/persisted-permissions.ts';
import { okResponse, stubApi } from '../../../test/api.ts';
import { permissionsOf } from '../../../test/permissions.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { storeSession } from '../../../test/tokens.ts';

/** Test data of the report pages: the viewer, their members, the filter lists and figures. */

// A report page waits for the members, the permissions, the filter lists and then the report (and the date
// pickers' first load) before its first table: on a busy two-core machine that can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

export const id = (n: number) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`;

// 20:00 UTC on 10 March is already 11 March in Tokyo, the viewer's zone: "today" is the 11th.
export const now = new Date('2026-03-10T20:00:00Z');

/** Fixes the clock at `now` for each test of the calling file; promises and Mantine's timers run as usual. */
export function fixClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
}

const user = (n: number, overrides: Partial<ActivityUser>): ActivityUser => ({
  userId: id(n),
  name: '',
  email: `member${n}@example.com`,
  profilePic: null,
  timeZone: 'UTC',
  isOnline: false,
  isSelf: false,
  status: 'active',
  ...overrides,
});

export const ada = user(1, { name: 'Ada Lovelace', timeZone: 'Asia/Tokyo', isOnline: true, isSelf: true });
export const bob = user(2, { name: 'Bob Builder', timeZone: 'America/New_York' });

export const website = { id: id(51), name: 'Website' };
export const acme = { id: id(61), name: 'Acme' };

/** Figures of a set of time: worked seconds, 80 % active, no offline time, amounts only when given. */
export const figures = (workedSeconds: number, amounts: ReportFigures['amounts'] = null): ReportFigures => ({
  workedSeconds,
  trackedSeconds: workedSeconds,
  activeSeconds: Math.round(workedSeconds * 0.8),
  offlineSeconds: 0,
  activity: workedSeconds > 0 ? 80 : null,
  amounts,
});

type Handlers = Parameters<typeof stubApi>[0];

/**
 * Renders a report page for a signed-in owner (every filter list readable) at `route`, with the members (Ada and Bob
 * unless told), departments, projects and customers answered, and the address shown in a probe so tests can read
 * what the page wrote there.
 */
export function renderReportPage(
  page: ReactElement,
  { route, handlers, members = [ada, bob] }: { route: string; handlers: Handlers; members?: ActivityUser[] },
) {
  // jsdom lays nothing out: a select scrolling its chosen option into view has nothing to do.
  Element.prototype.scrollIntoView ??= () => undefined;
  storeSession();
  persistPermissions('user-1', permissionsOf('owner' satisfies RoleKey));
  const fetch = stubApi({
    // Answered as the server does: a search, one member by id, one page.
    [`GET ${timelineEndpoints.activityUsers.path}`]: ({ url }) => okResponse(activityUsersAnswer(members, url)),
    [`GET ${structureEndpoints.departmentList.path}`]: () =>
      okResponse([{ id: id(71), name: 'Design', memberCount: 1 }]),
    [`GET ${projectEndpoints.active.path}`]: () =>
      okResponse([
        {
          ...website,
          colorCode: '#228be6',
          status: 'active',
          customerId: acme.id,
          customerName: acme.name,
        },
      ]),
    [`GET ${customerEndpoints.active.path}`]: () => okResponse([acme]),
    ...handlers,
  });
  const result = renderWithProviders(
    <>
      {page}
      <LocationProbe />
    </>,
    { route },
  );
  return { fetch, ...result };
}

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The address the page holds now, as parameters. */
export const addressOf = (element: HTMLElement) => new URLSearchParams(element.textContent ?? '');

/** Catches the files handed to the browser: their names and contents. */
export function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: they are given here so they can be watched.
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const)
    if (!(name in URL)) Object.defineProperty(URL, name, { value: () => '', configurable: true, writable: true });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
