import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container and fails with a readable list of violations.
 * jsdom cannot compute colours, so `color-contrast` is off here; contrast is checked in real Chromium by the
 * Storybook a11y run (`npm run test:stories`, light, dark, high contrast and RTL) and, for every theme, by `theme/roles.test.ts`.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`,
  );
  expect(report, `axe violations:\n${report.join('\n')}`).toEqual([]);
}
