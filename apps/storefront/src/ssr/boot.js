/**
 * The loader of a server-rendered storefront page (issue 23, ADR 0015). The page is already drawn and its links and
 * forms work without script, so the app's code waits for the page's `load` event: until then the network carries
 * the styles, fonts and the first images, not 200 KB of script competing with them. Then the app's entry is
 * imported and hydrates the page.
 *
 * A classic, deferred script (`document.currentScript` is null in modules), written by the API in place of the app's
 * module script on rendered pages only: `data-entry` names the entry chunk. Pages the browser renders itself (cart,
 * account, `SSR=0`) keep the module script and start at once.
 */
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  // A first screen drawn before its fonts arrived shows the system font (`font-display: optional`, 100 ms): keep it so
  // for this page (ui fonts.css), or the app's styles, applied again at hydration, would swap the late face in and
  // reflow every line. Read when the app starts, from when the page first painted and when each font arrived.
  const keepFirstFont = () => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0];
    if (!painted) return;
    const late = performance
      .getEntriesByType('resource')
      .some((font) => font.name.endsWith('.woff2') && font.responseEnd > painted.startTime + 100);
    if (late) document.documentElement.dataset.fonts = 'fallback';
  };
  // The first use of the platform's locale data costs a long moment (react-aria reads the browser's locale and
  // direction when its module loads): paid here, in a task of its own, it leaves the app's evaluation shorter.
  const warmLocaleData = () => {
    try {
      new Intl.Locale(navigator.language || 'en').maximize();
      Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en']);
    } catch {
      // An old browser or an odd locale: react-aria falls back on its own.
    }
  };
  const start = () => {
    keepFirstFont();
    warmLocaleData();
    setTimeout(() => import(entry));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
