import { screenshotMessages, timelineMessages } from '@worktrail/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { noisyScreen, useScreenshotsWorld } from './screenshots.fixture.ts';

const { world, call, addEntry, setTimeZone, upload } = useScreenshotsWorld();

type Item = { id: string; takenAt: string; blurred: boolean; deleted: boolean; thumbnailUrl: string | null };

/** The recent screenshots of `email` (Emma unless said; null: the caller's own, without userId). */
const recent = (as: string, query: string, email: string | null = 'emma@acme.test') =>
  call({
    method: 'GET',
    url: `/api/v1/Dashboard/GetMemberRecentScreenshots?${query}${email ? `&userId=${world.memberIds[email]}` : ''}`,
    as,
  });
const takenOf = (items: Item[]) => items.map((item) => item.takenAt);

const ids: Record<string, string> = {};
beforeAll(async () => {
  const screen = await noisyScreen(320, 200);
  // Emma counts her days in Tokyo (UTC+9): the first entry runs 23:00–01:00 across 3–4 March.
  await setTimeZone('emma@acme.test', 'Asia/Tokyo');
  const late = await addEntry('emma@acme.test', '2025-03-03T14:00:00Z', '2025-03-03T16:00:00Z', 'design');
  const morning = await addEntry('emma@acme.test', '2025-03-05T01:00:00Z', '2025-03-05T02:00:00Z', 'build');
  for (const [entryId, takenAt] of [
    [late, '2025-03-03T14:10:00Z'],
    [late, '2025-03-03T14:40:00Z'],
    [late, '2025-03-03T15:10:00Z'],
    [late, '2025-03-03T15:40:00Z'],
    [morning, '2025-03-05T01:15:00Z'],
    [morning, '2025-03-05T01:45:00Z'],
  ] as const) {
    const { response, id } = await upload('emma@acme.test', { entryId, takenAt, data: screen, activityPercent: 60 });
    expect(response.json().result.status).toBe('stored');
    ids[takenAt] = id;
  }
  const blurred = await call({
    method: 'POST',
    url: `/api/v1/Timeline/BlurScreenshot?ScreenShotId=${ids['2025-03-05T01:15:00Z']}`,
    as: 'owner@acme.test',
  });
  expect(blurred.statusCode).toBe(200);
  const deleted = await call({
    method: 'DELETE',
    url: `/api/v1/Timeline/DeleteScreenshot?ScreenShotId=${ids['2025-03-03T15:10:00Z']}`,
    as: 'owner@acme.test',
  });
  expect(deleted.statusCode).toBe(200);
});

describe("a member's recent screenshots", () => {
  it('lists the newest of their local days first, blurred ones blurred, deleted ones left out', async () => {
    const response = await recent('owner@acme.test', 'fromDate=2025-03-04&toDate=2025-03-05');
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({
      userId: world.memberIds['emma@acme.test'],
      timeZone: 'Asia/Tokyo',
      urlsExpireAt: '2025-03-10T12:05:00.000Z',
      hasMore: false,
    });
    // 4 March in Tokyo starts at 15:00 UTC on the 3rd: 14:10 and 14:40 are the 3rd's, 15:10 is deleted.
    expect(takenOf(result.screenshots)).toEqual([
      '2025-03-05T01:45:00.000Z',
      '2025-03-05T01:15:00.000Z',
      '2025-03-03T15:40:00.000Z',
    ]);
    const [newest, blurred, older] = result.screenshots;
    expect(newest).toMatchObject({ blurred: false, deleted: false, activityPercent: 60, project: { name: 'Build' } });
    expect(blurred).toMatchObject({ id: ids['2025-03-05T01:15:00Z'], blurred: true, project: { name: 'Build' } });
    expect(older).toMatchObject({ project: { name: 'Design', colorCode: '#AA3377' } });
    for (const item of result.screenshots as Item[])
      expect(item.thumbnailUrl).toMatch(/^\/api\/v1\/Files\/Screenshot\?/);
    const thumbnail = await call({ method: 'GET', url: newest.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('answers at most `limit` (12 unless asked, 48 at most) and says when there are more', async () => {
    const two = (await recent('owner@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10&limit=2')).json().result;
    expect(takenOf(two.screenshots)).toEqual(['2025-03-05T01:45:00.000Z', '2025-03-05T01:15:00.000Z']);
    expect(two.hasMore).toBe(true);
    const all = (await recent('owner@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10&limit=5')).json().result;
    expect(all.screenshots).toHaveLength(5);
    expect(all.hasMore).toBe(false);
    const byDefault = (await recent('owner@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10')).json().result;
    expect(byDefault.screenshots).toHaveLength(5);
    expect((await recent('owner@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10&limit=49')).statusCode).toBe(400);
    expect((await recent('owner@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10&limit=0')).statusCode).toBe(400);
  });

  it('refuses a range over 31 days, and an end before the start', async () => {
    const long = await recent('owner@acme.test', 'fromDate=2025-01-01&toDate=2025-02-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      expect.objectContaining({ field: 'querystring.toDate', message: timelineMessages.rangeTooLong }),
    ]);
    const backwards = await recent('owner@acme.test', 'fromDate=2025-03-05&toDate=2025-03-04');
    expect(backwards.json().errors[0].message).toBe(timelineMessages.rangeOrder);
  });

  it('shows them to the member, their manager and the owner only', async () => {
    const own = await recent('emma@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10', null);
    expect(own.json().result.screenshots).toHaveLength(5);
    expect((await recent('mona@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10')).statusCode).toBe(200);
    for (const as of ['otto@acme.test', 'eli@acme.test', 'owner@globex.test']) {
      const refused = await recent(as, 'fromDate=2025-03-01&toDate=2025-03-10');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(screenshotMessages.memberNotFound);
    }
    const empty = await recent('eli@acme.test', 'fromDate=2025-03-01&toDate=2025-03-10', null);
    expect(empty.json().result).toMatchObject({ screenshots: [], hasMore: false });
    expect((await recent('', 'fromDate=2025-03-01&toDate=2025-03-10')).statusCode).toBe(401);
  });
});
