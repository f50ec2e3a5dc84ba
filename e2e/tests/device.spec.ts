import type { APIRequestContext } from '@playwright/test';
import { permissionEndpoints, trackerClient } from '@worktrail/contract';
import { demo, demoPassword } from '../src/demo.ts';
import { type Dictionary, expect, keepScreenshot, signInAs, test } from '../src/fixtures.ts';
import { signInOnLoginPage } from '../src/journeys.ts';
import { featureWords } from '../src/words.ts';

type DeviceWords = Dictionary['device'];
const words = (language: 'en' | 'ar'): DeviceWords => featureWords(language, 'device');
const enDevice = words('en');
const arDevice = words('ar');

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  data: new URLSearchParams(fields).toString(),
});

/** What the tracker agent does first: asks for a device code and the user code to show. */
async function requestDeviceCode(request: APIRequestContext) {
  const response = await request.post(
    trackerClient.deviceAuthorizationPath,
    form({ client_id: trackerClient.clientId, scope: trackerClient.scope }),
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { device_code: string; user_code: string };
}

/** One poll of the token endpoint, as the agent makes while the person decides. */
async function pollToken(request: APIRequestContext, deviceCode: string) {
  const response = await request.post(
    trackerClient.tokenPath,
    form({ grant_type: trackerClient.deviceCodeGrantType, device_code: deviceCode, client_id: trackerClient.clientId }),
  );
  return (await response.json()) as { access_token?: string; refresh_token?: string; error?: string };
}

const questionPattern = (template: string) =>
  new RegExp(template.replace('?', '\\?').replace('{{name}}', '.+').replace('{{organisation}}', '.+'));

test('an employee connects the tracker: signs in, enters the code, allows it, and the agent gets its tokens', async ({
  page,
  request,
}, testInfo) => {
  const device = await requestDeviceCode(request);
  expect((await pollToken(request, device.device_code)).error).toBe('authorization_pending');

  // The agent sends the person to the verification page; they are not signed in yet.
  await page.goto(trackerClient.verificationPath);
  await signInOnLoginPage(page, { email: demo.employee, password: demoPassword });
  await page.waitForURL((url) => url.pathname === trackerClient.verificationPath);
  await expect(page.getByRole('heading', { level: 1, name: enDevice.title })).toBeVisible();

  // A code of the wrong shape is caught on the page.
  const code = page.getByLabel(enDevice.codeLabel);
  await code.fill('nope');
  await page.getByRole('button', { name: enDevice.continue }).click();
  await expect(page.getByText(enDevice.codeInvalid)).toBeVisible();
  await code.fill(device.user_code.toLowerCase());
  await keepScreenshot(page, testInfo, 'device-code-en');
  await page.getByRole('button', { name: enDevice.continue }).click();

  await expect(page.getByRole('heading', { level: 1, name: enDevice.confirmTitle })).toBeVisible();
  await expect(page.getByText(questionPattern(enDevice.confirmQuestion))).toBeVisible();
  await expect(page.getByText(device.user_code)).toBeVisible();
  await keepScreenshot(page, testInfo, 'device-confirm-en');
  await page.getByRole('button', { name: enDevice.allow }).click();

  await expect(page.getByRole('heading', { level: 1, name: enDevice.approvedTitle })).toBeVisible();
  await keepScreenshot(page, testInfo, 'device-approved-en');

  const tokens = await pollToken(request, device.device_code);
  expect(tokens.access_token).toBeTruthy();
  expect(tokens.refresh_token).toBeTruthy();
  const permissions = await request.get(permissionEndpoints.map.path, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(permissions.ok()).toBe(true);
});

test('in Arabic, a signed-in employee corrects an unknown code, then denies the tracker', async ({
  page,
  request,
}, testInfo) => {
  await signInAs(page, demo.employee);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const device = await requestDeviceCode(request);

  // A well-formed code the provider does not know comes back with its reason.
  await page.goto(`${trackerClient.verificationPath}?user_code=BCDF-GHJK`);
  await expect(page.getByRole('heading', { level: 1, name: arDevice.confirmTitle })).toBeVisible();
  await page.getByRole('button', { name: arDevice.allow }).click();
  await expect(page.getByText(arDevice.statuses.not_found)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(arDevice.codeLabel).fill(device.user_code);
  await keepScreenshot(page, testInfo, 'device-code-ar');
  await page.getByRole('button', { name: arDevice.continue }).click();

  await expect(page.getByText(questionPattern(arDevice.confirmQuestion))).toBeVisible();
  await keepScreenshot(page, testInfo, 'device-confirm-ar');
  await page.getByRole('button', { name: arDevice.deny }).click();

  await expect(page.getByRole('heading', { level: 1, name: arDevice.deniedTitle })).toBeVisible();
  await keepScreenshot(page, testInfo, 'device-denied-ar');
  expect((await pollToken(request, device.device_code)).error).toBe('access_denied');
});
