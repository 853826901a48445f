// The accessibility scan of the e2e suite: axe-core (pinned devDependency) evaluated in the page by
// Playwright. Evaluated, not added as a <script> tag: the service's pages forbid every script by
// CSP, and the scan must see them as they are served. Rules: WCAG 2.1 A and AA, and axe's best
// practices (one h1, landmarks, every region labelled).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The violations axe finds on the page as it is now (each with its rule, help text and elements). */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

/** Fails with axe's findings, in words, when the page has any. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(report, `accessibility of ${what}`).toEqual([]);
}

const SHOTS = process.env.SCREENSHOTS === '1';

/** The checks every page of the service passes; then its screenshot when asked. */
export async function checkPage(page: Page, name: string): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.top .mark')).toBeVisible();
  const broken = await page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src));
  expect(broken, `broken images on ${name}`).toEqual([]);
  await expectAccessible(page, name);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  if (SHOTS && test.info().project.name === 'chromium') await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

