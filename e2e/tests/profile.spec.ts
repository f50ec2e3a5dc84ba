import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { demo } from '../src/demo.ts';
import { ar, type Dictionary, en, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { mainNavigation } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type SettingsWords = Dictionary['settings'];
const settingsWords = (language: 'en' | 'ar'): SettingsWords => featureWords(language, 'settings');
const enSettings = settingsWords('en');
const arSettings = settingsWords('ar');
const words = en.profile;
const tag = Date.now().toString(36);

/** A small striped RGB PNG, so zoom and rotation visibly change the crop. */
function stripedPng(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(x < width / 2 ? 30 : 230, (y * 4) % 256, x % 16 < 8 ? 200 : 40);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openMyProfile(page: Page) {
  await mainNavigation(page).getByRole('link', { name: en.nav.items.myProfile, exact: true }).click();
  await page.waitForURL(/\/settings\/general$/);
  await expect(page.getByRole('heading', { level: 1, name: en.nav.items.myProfile })).toBeVisible();
}

/**
 * Types into a searchable select of the profile form. Until it is first pressed the field is a closed stand-in
 * (the list's code loads on first use): the press fetches the real field, which takes the focus and the typing.
 */
async function search(form: Locator, label: string, text: string) {
  const field = form.getByLabel(label, { exact: true }).first();
  await field.click();
  await expect(field).toBeEditable();
  await field.fill(text);
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: words.photo.upload }).click();
  await (await chooser).setFiles(file);
}

test('an employee edits their profile and changes their photo with zoom and rotate', async ({ page }, testInfo) => {
  await signInAs(page, demo.employee);
  await openMyProfile(page);

  // The profile form: a name is required; then saved with a phone, country and time zone.
  const form = page.getByRole('form', { name: words.form.label });
  await expect(form.getByLabel(words.form.email)).toHaveValue(demo.employee);
  await form.getByRole('textbox', { name: words.form.name, exact: true }).fill('');
  await form.getByRole('button', { name: words.form.save }).click();
  await expect(form.getByText(words.messages.nameRequired)).toBeVisible();
  await form.getByRole('textbox', { name: words.form.name, exact: true }).fill(`Evan ${tag}`);
  await form.getByRole('textbox', { name: words.form.surname, exact: true }).fill('Employee');
  await form.getByLabel(words.form.phone).fill('+966 55 010 2030');
  await search(form, words.form.country, 'Saudi');
  await page.getByRole('option', { name: 'Saudi Arabia' }).click();
  await search(form, words.form.timeZone, 'Riyadh');
  await page.getByRole('option', { name: '(UTC+03:00) Asia/Riyadh' }).click();
  await form.getByRole('button', { name: words.form.save }).click();
  await expect(page.getByText(words.form.saved)).toBeVisible();

  // A file that is not an image is refused before anything is sent.
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText(words.photo.errors.invalidFileType)).toBeVisible();

  // Upload, zoom and rotate, save: the new photo shows.
  await chooseFile(page, { name: `me-${tag}.png`, mimeType: 'image/png', buffer: stripedPng() });
  const editor = page.getByRole('dialog', { name: words.photo.crop.title });
  await expect(editor.getByRole('img', { name: /Photo preview/ })).toHaveAttribute('aria-busy', 'false');
  const zoom = editor.getByRole('slider', { name: words.photo.crop.zoom });
  await zoom.focus();
  for (let step = 0; step < 5; step += 1) await zoom.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
  await editor.getByRole('button', { name: words.photo.crop.rotateRight }).click();
  await expect(editor.getByRole('slider', { name: words.photo.crop.rotation })).toHaveAttribute('aria-valuenow', '90');
  await editor.getByRole('img', { name: /Photo preview/ }).press('ArrowLeft');
  await keepScreenshot(page, testInfo, 'profile-crop-en');
  await editor.getByRole('button', { name: words.photo.crop.save }).click();
  await expect(page.getByText(words.photo.saved)).toBeVisible({ timeout: 30_000 });
  await expect(editor).toBeHidden();
  await expect(page.getByRole('img', { name: words.photo.current })).toBeVisible();
  await expect(page.getByRole('button', { name: words.photo.remove })).toBeVisible();

  // After a reload, the profile and photo are still there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: words.form.name, exact: true })).toHaveValue(`Evan ${tag}`);
  await expect(page.getByLabel(words.form.phone)).toHaveValue('+966 55 010 2030');
  await expect(page.getByRole('img', { name: words.photo.current })).toBeVisible();
  await keepScreenshot(page, testInfo, 'profile-en');

  // Emma's name, country and zone back as the demo has them: the timeline and dashboard journeys review her time.
  await form.getByRole('textbox', { name: words.form.name, exact: true }).fill('Emma');
  await search(form, words.form.country, 'Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  await search(form, words.form.timeZone, 'Europe/Berlin');
  await page.getByRole('option', { name: /\) Europe\/Berlin$/ }).click();
  await form.getByRole('button', { name: words.form.save }).click();
  await expect(page.getByText(words.form.saved)).toBeVisible();
});

test('an employee switches My Settings to Arabic and a 12-hour clock', async ({ page }, testInfo) => {
  await signInAs(page, demo.employee);
  await mainNavigation(page).getByRole('link', { name: en.nav.items.mySettings, exact: true }).click();
  await page.waitForURL(/\/settings\/setting$/);
  const form = page.getByRole('form', { name: enSettings.form.label });
  await expect(page.getByRole('table', { name: enSettings.tracking.sections.general })).toBeVisible();
  await keepScreenshot(page, testInfo, 'settings-en');

  await form.getByRole('radio', { name: enSettings.timeFormats['12h'] }).check();
  await form.getByRole('radio', { name: enSettings.weekStarts.sunday }).check();
  await form.getByLabel(enSettings.form.language, { exact: true }).first().click();
  await page.getByRole('listbox', { name: enSettings.form.language }).getByRole('option', { name: 'العربية' }).click();
  await form.getByRole('button', { name: enSettings.form.save }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.nav.items.mySettings })).toBeVisible();
  await expect(page.getByText(arSettings.saved)).toBeVisible();
  const arForm = page.getByRole('form', { name: arSettings.form.label });
  await expect(arForm.getByRole('radio', { name: arSettings.timeFormats['12h'] })).toBeChecked();
  await keepScreenshot(page, testInfo, 'settings-ar');

  // The profile page in Arabic too.
  await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.myProfile, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.nav.items.myProfile })).toBeVisible();
  await expect(page.getByRole('button', { name: ar.profile.photo.upload })).toBeVisible();
  await keepScreenshot(page, testInfo, 'profile-ar');

  // Back to English, so the demo account's mails stay in English for other journeys.
  await mainNavigation(page, ar).getByRole('link', { name: ar.nav.items.mySettings, exact: true }).click();
  await arForm.getByRole('radio', { name: arSettings.timeFormats['24h'] }).check();
  await arForm.getByLabel(arSettings.form.language, { exact: true }).first().click();
  await page.getByRole('listbox', { name: arSettings.form.language }).getByRole('option', { name: 'English' }).click();
  await arForm.getByRole('button', { name: arSettings.form.save }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

// Headless Chromium has no camera: a browser of its own with Chromium's fake camera, allowed without asking.
test('an employee takes a photo with the camera and adjusts it', async ({ playwright }, testInfo) => {
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
    const page = await context.newPage();
    await signInAs(page, demo.employee2);
    await openMyProfile(page);
    await page.getByRole('button', { name: words.photo.take }).click();
    const camera = page.getByRole('dialog', { name: words.photo.take });
    const capture = camera.getByRole('button', { name: words.photo.camera.capture });
    await expect(capture).toBeEnabled();
    await keepScreenshot(page, testInfo, 'profile-camera-en');
    await capture.click();
    const editor = page.getByRole('dialog', { name: words.photo.crop.title });
    await expect(editor.getByRole('img', { name: /Photo preview/ })).toHaveAttribute('aria-busy', 'false');
    await editor.getByRole('button', { name: words.photo.crop.rotateLeft }).click();
    await editor.getByRole('button', { name: words.photo.crop.save }).click();
    // Capture, re-encoding in the browser and on the server: slow on a loaded 2-core machine, so a longer wait.
    await expect(page.getByText(words.photo.saved)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: words.photo.current })).toBeVisible();
  } finally {
    await browser.close();
  }
});
