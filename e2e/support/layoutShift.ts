import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** The elements that moved, as `tag[data-part=…]`. */
  sources: string[];
}

/** Records every layout shift from the first paint on (buffered), except those after input. Call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.localName}[data-part=${s.node.getAttribute('data-part')}]`
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far and their sum (the page's layout-shift score). */
export async function layoutShifts(page: Page): Promise<{ score: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
  return { score: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
