import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe's serious and critical findings on the page as it is, each rule with the elements it found. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
}

/** Fails on any serious or critical axe finding, listing them, so the journey says what to fix. */
export async function expectNoSeriousAxeFindings(page: Page) {
  expect(await seriousAxeFindings(page), 'serious axe findings').toEqual([]);
}
