import { uuidv7 } from '../../db/ids.ts';
import { seededRandom } from '../demo/demo-plan.ts';
import type { DemoStep } from '../demo/demo-steps.ts';
import type { EncodedImage } from '../files/image-variants.ts';
import { effectiveSettings, memberTimeZone } from '../settings/effective-settings.ts';
import { renderDemoDesktop } from './screenshots.demo-desktop.ts';
import { listSlotsOfLastWorkdays } from './screenshots.repository.ts';
import { encodeScreenshot, insertScreenshotRow, storeVariants } from './screenshots.service.ts';

/** How many of each member's last weekdays with tracked time get screenshots. */
export const demoScreenshotDays = 2;
const captureEveryMs = 30 * 60_000;
/** Different desktops drawn per app. */
const looksPerApp = 2;

type App = { kind: 'app' | 'url'; name: string };
type Slot = Awaited<ReturnType<typeof listSlotsOfLastWorkdays>>[number];
export type DemoCapture = { entryId: string; takenAt: Date; activityPercent: number; app: App; look: number };

const fallbackApp: App = { kind: 'app', name: 'Desktop' };

/**
 * Where the demo captures fall: about every 30 minutes inside each entry, the first a few minutes after it starts,
 * each in the slot recorded then, with that slot's activity and app.
 */
export function planCaptures({ slots, random }: { slots: Slot[]; random: () => number }): DemoCapture[] {
  const byEntry = new Map<string, Slot[]>();
  for (const slot of slots) byEntry.set(slot.entryId, [...(byEntry.get(slot.entryId) ?? []), slot]);
  const captures: DemoCapture[] = [];
  for (const [entryId, entrySlots] of byEntry) {
    const first = entrySlots[0];
    if (!first) continue;
    const end = first.entryEnd.getTime();
    for (let at = first.entryStart.getTime() + (3 + random() * 12) * 60_000; at < end; ) {
      const slot = entrySlots.find(
        (candidate) =>
          candidate.slotStart.getTime() <= at && at < candidate.slotStart.getTime() + candidate.seconds * 1000,
      );
      if (slot)
        captures.push({
          entryId,
          takenAt: new Date(Math.floor(at / 1000) * 1000),
          activityPercent: Math.round((slot.activeSeconds * 100) / Math.max(1, slot.seconds)),
          app: slot.app ?? fallbackApp,
          look: Math.floor(random() * looksPerApp),
        });
      at += captureEveryMs + (random() - 0.5) * 8 * 60_000;
    }
  }
  return captures;
}

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/**
 * Demo screenshots (after the tracked-time step): for each demo member's last two weekdays with tracked desktop
 * time, one capture about every 30 minutes inside the entries, showing a drawn desktop of the app used then, encoded
 * and stored exactly as an agent's upload (blurred when Blur_Screen applies; none when Take_ScreenShot is off).
 * Encoding is what costs, so each of the few desktops per app is encoded once, all at once, and stored under new
 * keys for every capture that shows it. Without a blob store it does nothing. Blobs are not transactional: a seed
 * that fails later leaves unreferenced files, never a row without its picture.
 */
export const seedDemoScreenshots: DemoStep = async ({ tx, tenantId, memberIds, now, blobs }) => {
  if (!blobs) return;
  const pictures = new Map<string, Promise<{ image: EncodedImage; thumbnail: EncodedImage }>>();
  const pictureKey = ({ app, look }: DemoCapture, blur: boolean) => `${app.kind}:${app.name}:${look}:${blur}`;
  const planned: Array<{ memberId: string; blur: boolean; captures: DemoCapture[] }> = [];
  const members = Object.entries(memberIds).sort(([a], [b]) => a.localeCompare(b));
  for (const [index, [, memberId]] of members.entries()) {
    const { values } = await effectiveSettings({ tx, tenantId, memberId });
    if (!values.Take_ScreenShot) continue;
    const blur = values.Blur_Screen === true;
    const zone = await memberTimeZone({ tx, tenantId, memberId });
    const slots = await listSlotsOfLastWorkdays({ tx, tenantId, memberId, zone, days: demoScreenshotDays });
    const captures = planCaptures({ slots, random: seededRandom(3000 + index) });
    for (const capture of captures) {
      const key = pictureKey(capture, blur);
      if (!pictures.has(key))
        pictures.set(
          key,
          renderDemoDesktop({ app: capture.app, random: seededRandom(hashOf(key)) }).then((file) =>
            encodeScreenshot({ file, blur }),
          ),
        );
    }
    planned.push({ memberId, blur, captures });
  }
  await Promise.all(pictures.values());
  for (const { memberId, blur, captures } of planned)
    for (const capture of captures) {
      const variants = await pictures.get(pictureKey(capture, blur));
      if (!variants) continue;
      const { takenAt } = capture;
      const keys = await storeVariants({ blobs, tenantId, takenAt, ...variants });
      await insertScreenshotRow({
        tx,
        tenantId,
        memberId,
        fields: { id: uuidv7(takenAt.getTime()), entryId: capture.entryId, activityPercent: capture.activityPercent },
        takenAt,
        keys,
        variants,
        now,
      });
    }
};
