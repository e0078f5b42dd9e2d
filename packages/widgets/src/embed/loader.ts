/**
 * `abossey.js`, the one script a partner page includes (`<script src="https://<marketplace>/widgets/abossey.js" async>`).
 * Kept tiny (≤3 KB gzip): it defines `<abossey-search>`, `<abossey-product-card>`, `<abossey-cart>` and the only global,
 * `window.Abossey`, and imports a widget's chunk — by URL relative to this script — only when an element appears or
 * `Abossey.mount` asks for it. `api-base` defaults to the origin this script came from.
 */
type Chunk = {
  mount(target: Element, options: Record<string, unknown>): Instance;
  attributes(element: Element): Record<string, unknown>;
};
type Instance = Record<'update' | 'on' | 'off' | 'destroy', (...args: unknown[]) => unknown>;

declare const __ABOSSEY_CHUNKS__: Record<string, string>;

(() => {
  const w = window as unknown as { Abossey?: unknown };
  if (w.Abossey) return;
  const files = __ABOSSEY_CHUNKS__;
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
  const origin = new URL(base).origin;
  const cache: Record<string, Promise<Chunk>> = {};
  const load = (widget: string) => {
    cache[widget] ??= import(/* @vite-ignore */ new URL(files[widget] as string, base).href);
    return cache[widget];
  };
  const fail = (element: Element, error: unknown) => {
    console.error('Abossey: could not load the widget', error);
    element.dispatchEvent(
      new CustomEvent('abossey:error', {
        detail: { code: 'load-failed', message: String(error) },
        bubbles: true,
        composed: true,
      }),
    );
  };
  const withDefaults = (options: Record<string, unknown>) => ({
    ...options,
    apiBase: options.apiBase ?? origin,
  });

  const observed = ['api-base', 'lang', 'theme', 'ref', 'shop-id', 'vehicle', 'product-id'];
  for (const widget of Object.keys(files)) {
    const tag = `abossey-${widget}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = observed;
        i?: Instance | undefined;
        connectedCallback() {
          load(widget).then(
            (chunk) => {
              if (this.isConnected && !this.i)
                this.i = chunk.mount(this, withDefaults(chunk.attributes(this)));
            },
            (error) => fail(this, error),
          );
        }
        disconnectedCallback() {
          this.i?.destroy();
          this.i = undefined;
        }
        attributeChangedCallback() {
          if (this.i) void load(widget).then((chunk) => this.i?.update(withDefaults(chunk.attributes(this))));
        }
      },
    );
  }

  w.Abossey = {
    version: 1,
    /** `Abossey.mount(el | selector, {widget, …options}) → {update, on, off, destroy}`; calls made before the chunk
     * arrives are queued. */
    mount(target: string | Element, options: Record<string, unknown> & { widget?: string } = {}) {
      const element = typeof target === 'string' ? document.querySelector(target) : target;
      if (!(element instanceof Element))
        throw new Error(
          `Abossey.mount: no container element ${typeof target === 'string' ? `matches "${target}"` : 'was given'}`,
        );
      const widget = String(options.widget);
      if (!files[widget])
        throw new Error(`Abossey.mount: unknown widget "${widget}" (use ${Object.keys(files).join(', ')})`);
      let real: Instance | undefined;
      let queue: Array<[keyof Instance, unknown[]]> | undefined = [];
      load(widget).then(
        (chunk) => {
          real = chunk.mount(element, withDefaults(options));
          for (const [name, args] of queue ?? []) real[name](...args);
          queue = undefined;
        },
        (error) => fail(element, error),
      );
      const call =
        (name: keyof Instance) =>
        (...args: unknown[]) => {
          if (real) real[name](...args);
          else queue?.push([name, args]);
          return api;
        };
      const api = { update: call('update'), on: call('on'), off: call('off'), destroy: call('destroy') };
      return api;
    },
  };
})();
