import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition is running. antd opens its dialogs with a fade and zoom: axe run
 * mid-way measures the colours blended with the page behind (a primary button's white text on a half-faded red
 * read below 4.5:1 once in CI). Endless animations (spinners) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/** Runs axe (WCAG 2.x A/AA rules) once animations have settled and returns the serious and critical violations, readably. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
