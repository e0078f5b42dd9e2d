import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FetchLike } from './api';
import { isWidgetLang, loadMessages, type WidgetLang } from './i18n';
import type { WidgetTheme } from './theme';

/** Events every widget may emit, also dispatched on the element as DOM `abossey:<name>` (bubbles, composed, cancelable). */
export const WIDGET_EVENTS = ['ready', 'change', 'error', 'add-to-cart', 'checkout', 'select'] as const;
export type WidgetEventName = (typeof WIDGET_EVENTS)[number];
export type WidgetEventHandler = (detail: unknown, event: CustomEvent) => void;
/** Components call this; false means a handler cancelled the event (`event.preventDefault()`). */
export type Emit = (name: WidgetEventName, detail?: unknown) => boolean;

/** Options every widget takes (attributes `api-base`, `lang`, `theme`, `ref`). */
export interface CommonOptions {
  /** Marketplace origin the `/api` routes and links use; defaults to the origin the loader came from. */
  apiBase?: string | undefined;
  lang?: WidgetLang | undefined;
  theme?: WidgetTheme | undefined;
  /** The partner garage's referral id, carried to the marketplace on links and checkout. */
  ref?: string | undefined;
  /** Stories and unit tests only: a fetch stub. */
  fetch?: FetchLike | undefined;
}

export interface WidgetInstance<O> {
  update(options: Partial<O>): WidgetInstance<O>;
  on(name: WidgetEventName, handler: WidgetEventHandler): WidgetInstance<O>;
  off(name: WidgetEventName, handler: WidgetEventHandler): WidgetInstance<O>;
  destroy(): void;
}

const mounted = new WeakMap<Element, WidgetInstance<never>>();

/** The element a `mount` call targets: a selector or an element; anything else is the caller's bug, so it throws. */
function resolveContainer(target: string | Element): Element {
  const element = typeof target === 'string' ? document.querySelector(target) : target;
  if (!element || typeof (element as Element).attachShadow !== 'function')
    throw new Error(
      `Abossey.mount: no container element ${typeof target === 'string' ? `matches "${target}"` : 'was given'}`,
    );
  return element;
}

/**
 * Mounts a widget in a shadow root: on the element itself when it is one of ours (`<abossey-search>`…), else on a
 * child `<abossey-root>` it adds. `destroy()` unmounts, removes what it added and drops every listener.
 */
export function mountWidget<O extends CommonOptions>(
  target: string | Element,
  options: O,
  render: (options: O, emit: Emit) => ReactElement,
): WidgetInstance<O> {
  const container = resolveContainer(target);
  const existing = mounted.get(container);
  if (existing) {
    console.warn(
      'Abossey.mount: this element already has a widget; call destroy() on it before mounting again',
    );
    return existing as unknown as WidgetInstance<O>;
  }
  const own = container.localName.startsWith('abossey-');
  let host: Element = container;
  if (!own) {
    host = document.createElement('abossey-root');
    (host as HTMLElement).style.display = 'block';
    container.append(host);
  }
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const point = document.createElement('div');
  shadow.append(point);
  const root: Root = createRoot(point);
  const handlers = new Map<WidgetEventName, Set<WidgetEventHandler>>();
  let current = options;
  let alive = true;

  const emit: Emit = (name, detail) => {
    if (!alive) return true;
    const event = new CustomEvent(`abossey:${name}`, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    container.dispatchEvent(event);
    for (const handler of handlers.get(name) ?? []) {
      try {
        handler(detail, event);
      } catch (error) {
        console.error(error);
      }
    }
    return !event.defaultPrevented;
  };
  const draw = () => {
    if (!alive) return;
    const lang = isWidgetLang(current.lang) ? current.lang : 'en';
    // The catalogue arrives before the first paint, so an Arabic widget never flashes English.
    void loadMessages(lang).then(() => alive && root.render(render(current, emit)));
  };
  const instance: WidgetInstance<O> = {
    update(next) {
      current = { ...current, ...next };
      draw();
      return instance;
    },
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return instance;
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler);
      return instance;
    },
    destroy() {
      if (!alive) return;
      alive = false;
      root.unmount();
      point.remove();
      if (!own) host.remove();
      handlers.clear();
      mounted.delete(container);
    },
  };
  mounted.set(container, instance as WidgetInstance<never>);
  draw();
  return instance;
}

/** Mount options → component props (`ref` is React's own prop name, so components take `partnerRef`). */
export function propsOf<O extends CommonOptions>({ ref, ...rest }: O, emit: Emit) {
  return { ...rest, partnerRef: ref, onEvent: emit };
}

/** Attribute → option readers shared by the custom elements. */
export function commonAttributes(element: Element): CommonOptions {
  const get = (name: string) => element.getAttribute(name) ?? undefined;
  return {
    apiBase: get('api-base'),
    lang: get('lang') as WidgetLang | undefined,
    theme: get('theme') as WidgetTheme | undefined,
    ref: get('ref'),
  };
}
