import { expect, type Page } from '@playwright/test';

/** The document is no wider than the window: nothing makes the whole page scroll sideways (tables scroll inside). */
export async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}
