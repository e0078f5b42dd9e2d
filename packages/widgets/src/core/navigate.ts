/** Opens a marketplace page in the top window (a widget may sit in a garage's iframe). */
export function navigateTop(url: string): void {
  try {
    (window.top ?? window).location.assign(url);
  } catch {
    window.location.assign(url);
  }
}

/** Product images may be server-relative (`/uploads/…`): resolve them against the marketplace. */
export function absoluteUrl(src: string, marketplace: string): string {
  try {
    return new URL(src, marketplace || globalThis.location?.href).href;
  } catch {
    return src;
  }
}
