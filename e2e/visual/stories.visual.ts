/**
 * Visual review (issue 8): every story of the Storybook build, in light, dark and Arabic right-to-left, one baseline
 * per story file and mode. Each worker keeps one Storybook preview open and switches stories and globals over its
 * channel (no reload per story); each story is cropped to what it drew, and the crops of one file are laid out under
 * their names on a sheet that is compared with `baselines/<mode>/<file>.png`. A changed sheet fails with
 * expected / actual / diff images in the output folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags?: string[];
}

const storybookDir = resolve(
  import.meta.dirname,
  '../..',
  process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static',
);
const index = JSON.parse(readFileSync(resolve(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

/** Stories grouped by the file that declares them, in index order. A story tagged `no-visual` is left out. */
const files = new Map<string, IndexEntry[]>();
for (const entry of Object.values(index.entries)) {
  if (entry.type !== 'story' || entry.tags?.includes('no-visual')) continue;
  const list = files.get(entry.importPath) ?? [];
  list.push(entry);
  files.set(entry.importPath, list);
}

/** The three modes a designer reviews (toolbar globals); Arabic brings right-to-left and the Arabic strings. */
const MODES = {
  light: { colorScheme: 'light', locale: 'en' },
  dark: { colorScheme: 'dark', locale: 'en' },
  rtl: { colorScheme: 'light', locale: 'ar' },
} as const;

/** `./packages/ui/src/Button/Button.stories.tsx` → `ui-Button-Button`. */
const baselineName = (importPath: string) =>
  importPath
    .replace(/^\.\/packages\//, '')
    .replace(/\.stories\.[jt]sx?$/, '')
    .replace(/\/src\//, '/')
    .replace(/[^A-Za-z0-9_-]+/g, '-');

/** Wall clock fixed, so "2 days ago" and date pickers draw the same every run. */
const FIXED_NOW = new Date('2026-06-15T10:00:00Z');

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      channel: {
        emit(event: string, payload: unknown): void;
        once(event: string, listener: () => void): void;
      };
      currentRender?: { id?: string; phase?: string };
    };
  }
}

/** One Storybook preview per worker, opened once. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...workerInfo.project.use,
        viewport: { width: 800, height: 600 },
      });
      const page = await context.newPage();
      trackRequests(page);
      await page.clock.setFixedTime(FIXED_NOW);
      const first = [...files.values()][0]?.[0]?.id ?? '';
      // a11y.manual: the axe pass belongs to `npm run test:stories`; here it would only slow every story down.
      await page.goto(`/iframe.html?id=${first}&viewMode=story&globals=a11y.manual:!true`);
      await waitForStory(page, first);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function waitForStory(page: Page, id: string) {
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
    },
    id,
    { timeout: 30_000 },
  );
}

/** Shows one story with these globals and waits until it has rendered, played, and its fonts and images are in. */
/** Requests each preview has in flight: a story's lazy chunk (React.lazy) may still be loading after it has played. */
const inFlight = new WeakMap<Page, Set<Request>>();
/** When each preview's last request ended (ms since epoch, this process's clock). */
const lastRequestEnd = new WeakMap<Page, number>();

function trackRequests(page: Page) {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  const ended = (request: Request) => {
    requests.delete(request);
    lastRequestEnd.set(page, Date.now());
  };
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * React reveals content that suspended (a lazy chunk, such as AppShell's footer) up to 300 ms after its last reveal,
 * so a page that has just loaded a chunk can look settled for two frames and still change. Waits until 500 ms have
 * passed since the last request ended; stories that load nothing pay nothing.
 */
async function suspenseRevealed(page: Page) {
  const since = Date.now() - (lastRequestEnd.get(page) ?? 0);
  if (since < 500) await new Promise((done) => setTimeout(done, 500 - since));
}

/** Waits (at most 10 s) until the preview has no request in flight. */
async function networkSettled(page: Page) {
  const requests = inFlight.get(page);
  for (let waited = 0; requests && requests.size > 0 && waited < 10_000; waited += 20) {
    await new Promise((done) => setTimeout(done, 20));
  }
}

async function showStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    window.__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await waitForStory(page, id);
  await networkSettled(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image below the fold would never load (and the wait below would run out): the sheet shows every image.
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    // Images that load or fail (a missing file) — at most 5 s, so one broken URL cannot hang the run.
    const settled = Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await Promise.race([settled, new Promise((done) => setTimeout(done, 5000))]);
    // Two frames, so layout effects have settled.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * Switches the toolbar globals and waits until the preview has applied them and re-rendered the story on screen, so a
 * late re-render cannot reset the next story after its play function has run.
 */
async function setGlobals(page: Page, globals: Record<string, string>) {
  await page.evaluate(
    (g) =>
      new Promise<void>((resolve) => {
        const preview = window.__STORYBOOK_PREVIEW__;
        if (!preview) return resolve();
        preview.channel.once('globalsUpdated', () => resolve());
        preview.channel.emit('updateGlobals', { globals: g });
      }),
    globals,
  );
  await page.waitForFunction(() =>
    ['finished', 'errored', 'aborted'].includes(
      window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'finished',
    ),
  );
}

/** The part of the page the story drew (the story root and anything it portalled into `<body>`), plus a margin. */
async function storyBox(page: Page) {
  return page.evaluate(() => {
    const boxes: DOMRect[] = [];
    const consider = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return;
      boxes.push(rect);
    };
    for (const child of document.body.children) {
      if (['SCRIPT', 'STYLE', 'LINK'].includes(child.tagName) || child.id === 'storybook-docs') continue;
      if (
        child.matches('.sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay')
      )
        continue;
      consider(child);
      for (const inner of child.querySelectorAll('*')) consider(inner);
    }
    const margin = 8;
    const width = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    const height = Math.max(document.documentElement.scrollHeight, window.innerHeight);
    const left = Math.max(0, Math.min(...boxes.map((b) => b.left + window.scrollX)) - margin);
    const top = Math.max(0, Math.min(...boxes.map((b) => b.top + window.scrollY)) - margin);
    const right = Math.min(width, Math.max(...boxes.map((b) => b.right + window.scrollX)) + margin);
    const bottom = Math.min(height, Math.max(...boxes.map((b) => b.bottom + window.scrollY)) + margin);
    const clip =
      boxes.length === 0 || right <= left || bottom <= top
        ? { x: 0, y: 0, width: 64, height: 64 }
        : {
            x: Math.floor(left),
            y: Math.floor(top),
            width: Math.ceil(right - left),
            height: Math.min(Math.ceil(bottom - top), 2400),
          };
    return {
      clip,
      // Anything outside the window (right-to-left content overflows to the left) needs a full-page capture.
      beyondViewport:
        window.scrollX !== 0 ||
        window.scrollY !== 0 ||
        boxes.some(
          (b) => b.left < 0 || b.top < 0 || b.right > window.innerWidth || b.bottom > window.innerHeight,
        ),
    };
  });
}

/** What the story shows, in a form cheap to compare: its markup, which element has focus, where the page is scrolled. */
async function storyState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = [...document.querySelectorAll('*')].indexOf(document.activeElement as Element);
    return `${window.scrollX},${window.scrollY} ${focused} ${document.body.innerHTML}`;
  });
}

/**
 * The story's crop once it has stopped changing: a story may still be settling after its play function (a popover
 * closing, focus coming back, a late re-render, a lazy chunk arriving). The crop is kept when the story's markup,
 * focus and scroll are the same before it and two rendered frames after it, with no request in flight (at most 8
 * tries). One screenshot per story, not two in a row that must
 * match: screenshots are what this run spends most of its time on. Animations are finished by `animations:
 * 'disabled'`, and fonts and images are in before the first try (showStory).
 */
async function stableShot(page: Page): Promise<Buffer> {
  let png: Buffer = Buffer.alloc(0);
  for (let attempt = 0; attempt < 8; attempt++) {
    const before = await storyState(page);
    const { clip, beyondViewport } = await storyBox(page);
    png = await page.screenshot({
      clip,
      // A crop inside the window needs no full-page capture, which resizes the page and lays it out again.
      fullPage: beyondViewport,
      animations: 'disabled',
      caret: 'hide',
    });
    // Two frames, then until the page is idle (at most 200 ms): work React defers (a lazy part, a transition) runs.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(done, { timeout: 200 })),
          ),
        ),
    );
    await suspenseRevealed(page);
    if ((await storyState(page)) === before && inFlight.get(page)?.size === 0) return png;
    await networkSettled(page);
  }
  return png;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

for (const [importPath, stories] of files) {
  const name = baselineName(importPath);
  for (const [mode, globals] of Object.entries(MODES)) {
    test(`${stories[0]?.title} (${mode})`, async ({ preview, page }) => {
      await setGlobals(preview, globals);
      const shots: { name: string; png: Buffer }[] = [];
      for (const story of stories) {
        await showStory(preview, story.id);
        shots.push({ name: story.name, png: await stableShot(preview) });
      }
      // The sheet: every story's crop under its name, two columns.
      const figures = shots
        .map(
          (s) =>
            `<figure><figcaption>${escapeHtml(s.name)}</figcaption><img src="data:image/png;base64,${s.png.toString('base64')}"></figure>`,
        )
        .join('');
      await page.setViewportSize({ width: 1864, height: 800 });
      await page.setContent(
        `<!doctype html><html><head><style>
          body { margin: 0; padding: 12px; background: #fff; width: 1840px; display: flex; flex-wrap: wrap;
                 gap: 12px; align-items: flex-start; font: 13px/1.3 sans-serif; color: #111; }
          figure { margin: 0; padding: 6px; border: 1px solid #999; }
          figcaption { margin: 0 0 4px; font-weight: bold; }
          img { display: block; }
        </style></head><body>${figures}</body></html>`,
      );
      await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
      // The sheet is still images already decoded: one shot compared with the baseline, no stability re-takes.
      const sheet = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      // Usually byte for byte the baseline (same Chromium, same fonts): then the pixel comparison, which decodes both
      // PNGs in JavaScript and took most of a sheet's time, has nothing to find.
      const baseline = test.info().snapshotPath(mode, `${name}.png`);
      if (!(existsSync(baseline) && readFileSync(baseline).equals(sheet))) {
        expect(sheet).toMatchSnapshot([mode, `${name}.png`]);
      }
    });
  }
}
