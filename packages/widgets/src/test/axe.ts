import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core on a rendered widget (light DOM or inside its shadow root). jsdom cannot compute colours, so
 * `color-contrast` is off here; the story runs (`npm run test:stories`) check contrast in Chromium.
 */
export async function expectNoAxeViolations(context: Element | Document = document): Promise<void> {
  const results = await axe.run(context, { rules: { 'color-contrast': { enabled: false } } });
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`,
  );
  expect(report, `axe violations:\n${report.join('\n')}`).toEqual([]);
}
