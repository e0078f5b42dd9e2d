import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Runs axe (WCAG 2 A and AA) on the page, or on `include` only, once every finite animation has ended: a dialog still
 * fading in is half transparent, and axe would measure the contrast of one frame of it.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  include?: string,
  /** Extra axe tags, e.g. `wcag22aa` for the 24 px target size on phones. */
  tags: readonly string[] = [],
) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', ...tags]);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
