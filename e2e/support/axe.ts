import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** axe-core's browser bundle, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (WCAG 2 A and AA) on the page, or on `include` only, once every finite animation has ended: a dialog still
 * fading in is half transparent, and axe would measure the contrast of one frame of it.
 *
 * axe runs in the page itself, injected once per document, and only the violations' rule ids and targets come back.
 * `@axe-core/playwright` did the same checks about four times slower on the 2-core CI machine: it injects axe again
 * into every frame for every scan, opens a blank page to finish each run, and sends every passing node back over the
 * protocol (issue 20). Our pages have no frames of their own to scan (the widgets render in the page, not an iframe).
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      // The first node's summary says why (e.g. target-size's measured size and spacing), for failures seen only in CI.
      return result.violations.map(
        (v) =>
          `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' ')} (first: ${v.nodes[0]?.failureSummary ?? ''})`,
      );
    },
    { include, tags: ['wcag2a', 'wcag2aa', ...tags] },
  );
  expect(violations.map((v) => `${label}: ${v}`)).toEqual([]);
}

/** The part of axe-core's API used above (its types describe the Node package, not the injected global). */
interface AxeApi {
  run(
    context: Document | { include: string[] },
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
}
