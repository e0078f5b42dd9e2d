/**
 * The Fullscreen API with Safari's `webkit` prefixes. Every function is safe to call where the API (or `document`)
 * does not exist.
 */
interface PrefixedDocument {
  fullscreenEnabled?: boolean;
  webkitFullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  webkitFullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitExitFullscreen?: () => Promise<void> | void;
}

interface PrefixedElement {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => Promise<void> | void;
}

const doc = (): PrefixedDocument | undefined =>
  typeof document === 'undefined' ? undefined : (document as unknown as PrefixedDocument);

const FULLSCREEN_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;

/** Whether this page may go full screen (false in iframes without `allow="fullscreen"`, on iPhone, on the server). */
export function isFullscreenSupported(): boolean {
  const d = doc();
  return Boolean(d && (d.fullscreenEnabled ?? d.webkitFullscreenEnabled));
}

export function getFullscreenElement(): Element | null {
  const d = doc();
  return d?.fullscreenElement ?? d?.webkitFullscreenElement ?? null;
}

export async function requestFullscreen(element: Element): Promise<void> {
  const el = element as unknown as PrefixedElement;
  if (el.requestFullscreen) await el.requestFullscreen();
  else if (el.webkitRequestFullscreen) await el.webkitRequestFullscreen();
  else throw new Error('The Fullscreen API is not available');
}

export async function exitFullscreen(): Promise<void> {
  const d = doc();
  if (!getFullscreenElement()) return;
  if (d?.exitFullscreen) await d.exitFullscreen();
  else if (d?.webkitExitFullscreen) await d.webkitExitFullscreen();
}

/** Calls `listener` on every full-screen change; returns the unsubscribe function. */
export function onFullscreenChange(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  for (const name of FULLSCREEN_EVENTS) document.addEventListener(name, listener);
  return () => {
    for (const name of FULLSCREEN_EVENTS) document.removeEventListener(name, listener);
  };
}
