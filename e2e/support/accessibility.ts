import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

interface AuditOptions {
  /** A CSS selector that limits the audit to part of the page. */
  include?: string;
  /** Every violation, not only the serious and critical ones. */
  everyImpact?: boolean;
}

/**
 * Settles the page so axe judges it as a person sees it at rest: a toast fading in or out is half
 * transparent, and its text then measures below the contrast it has once shown. Reduced motion
 * stops transitions that start during the audit (a toast timing out); the wait ends those running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The page's accessibility problems as axe finds them, each as "rule: help (elements)", so a
 * failing test names what to fix.
 */
export async function accessibilityProblems(
  page: Page,
  options: AuditOptions = {},
): Promise<string[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter(
      (violation) =>
        options.everyImpact === true ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
